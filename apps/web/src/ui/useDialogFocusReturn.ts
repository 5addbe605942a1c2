import { useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The header's wallet button ("Connect wallet" or the account menu): where focus goes when nothing better is left. */
export function walletButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-wallet-button]');
}

function focusable(element: Element | null): HTMLElement | undefined {
  return element instanceof HTMLElement && element.isConnected && element.matches(FOCUSABLE)
    ? element
    : undefined;
}

/**
 * Where focus goes once a dialog has closed: the control that opened it, or, when that control is gone or disabled
 * (the dialog's action replaced it, e.g. "Connect wallet" becomes the account button, a finished swap disables
 * "Swap"), the first enabled control of the card or section it was in, then `fallback()`.
 */
function returnTarget(opener: HTMLElement | null, fallback?: () => HTMLElement | null): HTMLElement | null {
  const scope = opener?.isConnected ? opener.closest('.mantine-Card-root, section') : null;
  return focusable(opener) ?? focusable(scope?.querySelector(FOCUSABLE) ?? null) ?? fallback?.() ?? null;
}

/**
 * Focus return for a Mantine Modal, as props to spread on it. Mantine records the opener only when `opened`
 * changes, so a dialog mounted already open (the lazily loaded ones, the review dialogs) lost focus to the page
 * on close; and it gives up when the opener is gone. This records the focused control whenever the dialog opens,
 * mount included, and returns to it (or a neighbour, see `returnTarget`) when the closing animation ends.
 */
export function useDialogFocusReturn(
  opened: boolean,
  fallback?: () => HTMLElement | null,
): { returnFocus: false; onExitTransitionEnd: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus trap moves focus inside it.
  useLayoutEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [opened]);
  return {
    returnFocus: false,
    onExitTransitionEnd: () => {
      returnTarget(opener.current, fallback)?.focus();
      opener.current = null;
    },
  };
}
