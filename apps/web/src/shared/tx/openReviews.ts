// The account a review was opened for, kept across a remount. A page may unmount its review for a moment while
// the wallet changes account (another tab writes the address and the key source as two storage events, and in
// between no account is connected); when it mounts again still open, it must remember who it was opened for,
// or it would silently adopt the new account.
import type { CapturedSigner } from './signerCheck.ts';

/** A review unmounted longer ago than this was closed for real (e.g. the user left the page). */
const REMOUNT_WINDOW_MS = 2_000;

const reviews = new Map<string, { signer: CapturedSigner | undefined; unmountedAt: number | undefined }>();

/** The signer of the review named `title` opening now: the remembered one after a remount, else `current`. */
export function openReview(
  title: string,
  current: CapturedSigner | undefined,
  remount: boolean,
): CapturedSigner | undefined {
  const known = reviews.get(title);
  const recent =
    remount && known?.unmountedAt !== undefined && Date.now() - known.unmountedAt < REMOUNT_WINDOW_MS;
  const signer = recent ? known.signer : current;
  reviews.set(title, { signer, unmountedAt: undefined });
  return signer;
}

export function reviewUnmounted(title: string): void {
  const known = reviews.get(title);
  if (known) known.unmountedAt = Date.now();
}

export function reviewClosed(title: string): void {
  reviews.delete(title);
}
