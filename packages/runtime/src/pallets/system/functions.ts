// frame_system's account reference counting and block bookkeeping, for other pallets and the executive.
import type { AccountId } from '../../primitives/core.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { ctx } from '../../support/context.ts';
import { Account, EMPTY_ACCOUNT } from './storage.ts';
import type { AccountInfoValue } from './types.ts';
import { events } from './events.ts';

/** FRAME's MaxConsumers for the default runtime config. */
export const MAX_CONSUMERS = 16;

export const account = (who: AccountId): AccountInfoValue => Account.get(who);

export function accountNonce(who: AccountId): number {
  return Account.peek(who).nonce;
}

export function incAccountNonce(who: AccountId): void {
  Account.mutate(who, (a) => ({ ...a, nonce: a.nonce + 1 }));
}

export function isProviderRequired(who: AccountId): boolean {
  return Account.peek(who).consumers !== 0;
}

function onCreatedAccount(who: AccountId): void {
  events.emit({ type: 'NewAccount', value: { account: who } });
}

function onKilledAccount(who: AccountId): void {
  events.emit({ type: 'KilledAccount', value: { account: who } });
}

export type IncRefStatus = 'Created' | 'Existed';
export type DecRefStatus = 'Reaped' | 'Exists';

/** Adds a provider reference; a new account (no providers nor sufficients before) emits NewAccount. */
export function incProviders(who: AccountId): IncRefStatus {
  const a = Account.peek(who);
  const created = a.providers === 0 && a.sufficients === 0;
  Account.insert(who, { ...a, providers: a.providers + 1 });
  if (created) {
    onCreatedAccount(who);
    return 'Created';
  }
  return 'Existed';
}

/** Removes a provider reference; the account is reaped when nothing references it any more. */
export function decProviders(who: AccountId): DecRefStatus {
  const a = Account.tryPeek(who);
  if (!a) return 'Reaped';
  if (a.providers === 0) {
    // Logic error in the caller; FRAME logs and carries on.
    return 'Exists';
  }
  if (a.providers === 1 && a.consumers > 0) throw DispatchError.of({ type: 'ConsumerRemaining' });
  if (a.providers === 1 && a.sufficients === 0) {
    Account.remove(who);
    onKilledAccount(who);
    return 'Reaped';
  }
  Account.insert(who, { ...a, providers: a.providers - 1 });
  return 'Exists';
}

export function incSufficients(who: AccountId): IncRefStatus {
  const a = Account.peek(who);
  const created = a.providers + a.sufficients === 0;
  Account.insert(who, { ...a, sufficients: a.sufficients + 1 });
  if (created) {
    onCreatedAccount(who);
    return 'Created';
  }
  return 'Existed';
}

export function decSufficients(who: AccountId): DecRefStatus {
  const a = Account.tryPeek(who);
  if (!a) return 'Reaped';
  if (a.sufficients === 0) return 'Exists';
  if (a.sufficients === 1 && a.providers === 0) {
    Account.remove(who);
    onKilledAccount(who);
    return 'Reaped';
  }
  Account.insert(who, { ...a, sufficients: a.sufficients - 1 });
  return 'Exists';
}

/** Adds a consumer reference; needs a provider (NoProviders) and stays under MaxConsumers. */
export function incConsumers(who: AccountId): void {
  const a = Account.peek(who);
  if (a.providers === 0) throw DispatchError.of({ type: 'NoProviders' });
  if (a.consumers >= MAX_CONSUMERS) throw DispatchError.of({ type: 'TooManyConsumers' });
  Account.insert(who, { ...a, consumers: a.consumers + 1 });
}

/** As incConsumers without the MaxConsumers limit (inc_consumers_without_limit). */
export function incConsumersWithoutLimit(who: AccountId): void {
  const a = Account.peek(who);
  if (a.providers === 0) throw DispatchError.of({ type: 'NoProviders' });
  Account.insert(who, { ...a, consumers: a.consumers + 1 });
}

export function decConsumers(who: AccountId): void {
  const a = Account.tryPeek(who);
  if (!a || a.consumers === 0) return;
  Account.insert(who, { ...a, consumers: a.consumers - 1 });
}

export function canIncConsumer(who: AccountId): boolean {
  const a = Account.peek(who);
  return a.providers > 0 && a.consumers < MAX_CONSUMERS;
}

/** can_accrue_consumers: `who` has a provider and room for `amount` more consumer references. */
export function canAccrueConsumers(who: AccountId, amount: number): boolean {
  const a = Account.peek(who);
  return a.providers > 0 && a.consumers + amount <= MAX_CONSUMERS;
}

export function canDecProvider(who: AccountId): boolean {
  const a = Account.peek(who);
  return a.consumers === 0 || a.providers > 1;
}

export const accountExists = (who: AccountId): boolean => Account.contains(who);

/** The block number being built / read. */
export const blockNumber = (): number => ctx().blockNumber;

export { EMPTY_ACCOUNT };
