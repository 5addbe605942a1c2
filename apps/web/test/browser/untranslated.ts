import type { Page } from 'playwright-core';

/**
 * Visible text and spoken names (aria-label, title, placeholder) on the page that did not come from the
 * catalogues, in the pseudo-locale: what is left of each once the pseudo-locale's ⟦…⟧ strings and the allowed
 * tokens are taken out, if it still holds an ASCII word. Allowed: token symbols and currency codes (capitals),
 * the brand, language names (each written in its own language on purpose), URLs, addresses, hashes, numbers.
 * Skipped: dates and times in <time> (Intl writes them in the format locale, not the catalogues) and content
 * marked translate="no" (a recovery phrase's words are the key itself); names inside aria-hidden="true".
 */
export async function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ALLOWED = /^(Lumi|English|Filipino)$/u;
    const leftover = (text: string): string | undefined => {
      const rest = text
        .replace(/⟦[^⟧]*⟧/gu, ' ')
        .replace(/\b(?:wss?|https?):\/\/\S+/gu, ' ')
        .replace(/\b0x[0-9a-f…]+/giu, ' ')
        .replace(/\b[1-9A-HJ-NP-Za-km-z]{40,50}\b/gu, ' ')
        .replace(/\b[1-9A-HJ-NP-Za-km-z]{4,8}…[1-9A-HJ-NP-Za-km-z]{4,8}\b/gu, ' ');
      const words = (rest.match(/[A-Za-z]{2,}/gu) ?? []).filter(
        (word) => !/^[A-Z]{2,6}$/u.test(word) && !ALLOWED.test(word),
      );
      return words.length > 0 ? text.trim() : undefined;
    };
    const visible = (element: Element | null): boolean => {
      if (!element) return false;
      const style = window.getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      return element.getClientRects().length > 0 || element.closest('[role="status"]') !== null;
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      if (parent.closest('time, [translate="no"]')) continue;

      if (!visible(parent)) continue;
      const bad = leftover(node.textContent ?? '');
      if (bad) found.add(bad);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      // Never spoken nor shown (e.g. the hidden copy of an autosizing textarea Mantine measures with).
      if (element.closest('[aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        const bad = value ? leftover(value) : undefined;
        if (bad) found.add(`${name}="${bad}"`);
      }
    }
    const title = leftover(document.title);
    if (title) found.add(`<title>${title}`);
    return [...found];
  });
}
