import { useLayoutEffect, useRef } from 'react';

const CARD = '.mantine-Card-root';

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

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password']);

function isEmptyField(element: HTMLElement): boolean {
  // A combobox's search box (Send's "Choose from contacts") picks from a list, and a field inside an alert (the
  // offer to save a recipient) is a side offer: neither is where the next entry is typed.
  if (element.getAttribute('role') === 'combobox' || element.closest('[role="alert"]')) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && element.value === '';
  return (
    element instanceof HTMLInputElement &&
    TEXT_TYPES.has(element.type) &&
    !element.readOnly &&
    element.value === ''
  );
}

/**
 * Whether Tab would stop on `element`: of a radio group only the checked radio does. Focusing another one would
 * put the user on an option they did not choose, where Space switches to it (e.g. the token of the Send form).
 */
function isTabStop(element: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked || !element.name)
    return true;
  const group = element.form ?? element.ownerDocument;
  const radios = group.querySelectorAll<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(element.name)}"]`,
  );
  return ![...radios].some((radio) => radio.checked);
}

/**
 * The control of `scope` that waits for the user next: its first empty text field (a finished transfer cleared the
 * amount, so that is where the next one is typed), else its first tab stop.
 */
function nextInScope(scope: Element): HTMLElement | undefined {
  const controls = [...scope.querySelectorAll<HTMLElement>(FOCUSABLE)];
  return controls.find(isEmptyField) ?? controls.find(isTabStop);
}

/** The cards of `card`'s section, nearest first: the one before it, the one after, the one before that... */
function neighbours(card: Element): Element[] {
  const cards = [...(card.closest('section')?.querySelectorAll(CARD) ?? [])];
  const at = cards.indexOf(card);
  const distance = (index: number) => Math.abs(index - at) * 2 + (index > at ? 1 : 0);
  return cards
    .map((other, index) => ({ other, index }))
    .filter(({ index }) => index !== at)
    .sort((a, b) => distance(a.index) - distance(b.index))
    .map(({ other }) => other);
}

/**
 * Where focus goes once a dialog has closed: the control that opened it, or, when that control is gone or disabled
 * (the dialog's action replaced it, e.g. "Connect wallet" becomes the account button, a finished swap disables
 * "Swap"), the next control of the card it was in (see `nextInScope`); when that card has nothing left to operate
 * (all liquidity removed), of the nearest card of its section that has; else of its section; then `fallback()`.
 */
function returnTarget(opener: HTMLElement | null, fallback?: () => HTMLElement | null): HTMLElement | null {
  const own = focusable(opener);
  if (own || !opener?.isConnected) return own ?? fallback?.() ?? null;
  const card = opener.closest(CARD);
  const section = opener.closest('section');
  for (const scope of [...(card ? [card, ...neighbours(card)] : []), ...(section ? [section] : [])]) {
    const next = nextInScope(scope);
    if (next) return next;
  }
  return fallback?.() ?? null;
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
