import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

function copyWithSelection(text: string): boolean {
  // For browsers or contexts without the async clipboard API (e.g. plain http on another host).
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // Deprecated but still the only copy that works where navigator.clipboard is missing (no secure context).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } finally {
    field.remove();
  }
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall back to the selection-based copy below.
  }
  return copyWithSelection(text);
}

/** Copies text and reports the outcome for a short while, for feedback next to the control. */
export function useCopyToClipboard(resetAfterMs = 2000): [CopyState, (text: string) => void] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    (text: string) => {
      void writeClipboard(text).then((ok) => {
        setState(ok ? 'copied' : 'failed');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setState('idle'), resetAfterMs);
      });
    },
    [resetAfterMs],
  );
  return [state, copy];
}
