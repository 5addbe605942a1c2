// pallet_membership logic for the OracleMembership instance. Every change of the set is reported to
// Config::MembershipChanged (ChangeMembers; the Oracle in this runtime, which drops a leaving member's feeds).
import type { AccountId } from '../../primitives/core.ts';
import { config, type ChangeMembers } from './config.ts';
import { MAX_MEMBERS } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { Members, Prime } from './storage.ts';
import { compareAccounts, searchAccount } from './types.ts';

/** SortedMembers::sorted_members. */
export const members = (): AccountId[] => [...Members.get()];
/** Contains::contains. */
export const isMember = (who: AccountId): boolean => searchAccount(Members.get(), who).found;
export const prime = (): AccountId | undefined => Prime.get();

/** Config::MembershipChanged. */
const changed: ChangeMembers['changeMembersSorted'] = (incoming, outgoing, sortedNew) =>
  config.get().membershipChanged.changeMembersSorted(incoming, outgoing, sortedNew);

const sorted = (list: readonly AccountId[]): AccountId[] => [...list].sort(compareAccounts);
/** The member list to edit (each read, the default included, is the caller's own array). */
const current = (): AccountId[] => Members.get();

export function addMember(who: AccountId): void {
  const list = current();
  const at = searchAccount(list, who);
  if (at.found) throw errors.AlreadyMember;
  if (list.length >= MAX_MEMBERS) throw errors.TooManyMembers;
  list.splice(at.index, 0, who);
  Members.set(list);
  changed([who], [], list);
  events.emit({ type: 'MemberAdded' });
}

export function removeMember(who: AccountId): void {
  const list = current();
  const at = searchAccount(list, who);
  if (!at.found) throw errors.NotMember;
  list.splice(at.index, 1);
  Members.set(list);
  changed([], [who], list);
  rejigPrime(list);
  events.emit({ type: 'MemberRemoved' });
}

/** Prime membership is not passed from `remove` to `add`. Swapping an account for itself is a no-op. */
export function swapMember(remove: AccountId, add: AccountId): void {
  if (compareAccounts(remove, add) === 0) return;
  const list = replaced(remove, add);
  Members.set(list);
  changed([add], [remove], list);
  rejigPrime(list);
  events.emit({ type: 'MembersSwapped' });
}

/**
 * Replaces the whole set. FRAME silently stores duplicates passed here; Lumi rejects them (AlreadyMember)
 * so the set stays a set.
 */
export function resetMembers(next: readonly AccountId[]): void {
  if (next.length > MAX_MEMBERS) throw errors.TooManyMembers;
  const list = sorted(next);
  for (let i = 1; i < list.length; i++)
    if (compareAccounts(list[i - 1]!, list[i]!) === 0) throw errors.AlreadyMember;
  const old = Members.get();
  const { incoming, outgoing } = diffSorted(old, list);
  changed(incoming, outgoing, list);
  rejigPrime(list);
  Members.set(list);
  events.emit({ type: 'MembersReset' });
}

/** A member replaces its own key; prime membership follows the key. */
export function changeKey(remove: AccountId, add: AccountId): void {
  if (compareAccounts(remove, add) !== 0) {
    const list = replaced(remove, add);
    Members.set(list);
    changed([add], [remove], list);
    const p = Prime.get();
    if (p && compareAccounts(p, remove) === 0) Prime.set(add);
  }
  events.emit({ type: 'KeyChanged' });
}

export function setPrime(who: AccountId): void {
  if (!isMember(who)) throw errors.NotMember;
  Prime.set(who);
}

export function clearPrime(): void {
  Prime.kill();
}

function replaced(remove: AccountId, add: AccountId): AccountId[] {
  const list = current();
  const at = searchAccount(list, remove);
  if (!at.found) throw errors.NotMember;
  if (searchAccount(list, add).found) throw errors.AlreadyMember;
  list[at.index] = add;
  return sorted(list);
}

/** The prime stays only while it is still a member. */
function rejigPrime(list: readonly AccountId[]): void {
  const p = Prime.get();
  if (p && !searchAccount(list, p).found) Prime.kill();
}

/** ChangeMembers::set_members_sorted's diff of two sorted sets. */
function diffSorted(
  old: readonly AccountId[],
  next: readonly AccountId[],
): { incoming: AccountId[]; outgoing: AccountId[] } {
  const incoming: AccountId[] = [];
  const outgoing: AccountId[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < next.length) {
    const c = i >= old.length ? 1 : j >= next.length ? -1 : compareAccounts(old[i]!, next[j]!);
    if (c === 0) {
      i++;
      j++;
    } else if (c < 0) outgoing.push(old[i++]!);
    else incoming.push(next[j++]!);
  }
  return { incoming, outgoing };
}
