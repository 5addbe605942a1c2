// The inline script of a prerendered page: it keeps the English HTML only when the app will start in English,
// deciding as the app does (stored choice, else the browser's languages; the pseudo-locale never keeps it).
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootAfterPaintScript, languageGuardScript } from '../../build/prerenderScripts.ts';
import { initialLanguage } from '../../src/shared/i18n/languages.ts';

const PLACEHOLDER = '<p class="boot-loading" role="status">Loading Lumi…</p>';

interface Run {
  stored?: Record<string, string>;
  languages: string[];
  storageThrows?: boolean;
  /** The /dapp shell's rule: kept only while nothing is stored. */
  firstVisitOnly?: boolean;
}

/** Runs the script against a fake page; returns whether the prerendered HTML stayed. */
function keeps({ stored = {}, languages, storageThrows = false, firstVisitOnly = false }: Run) {
  const root = {
    innerHTML: '<div class="home">…</div>',
    attributes: new Set(['data-prerendered']),
    removeAttribute(name: string) {
      this.attributes.delete(name);
    },
  };
  const document = { title: 'Lumi · Swap', getElementById: (id: string) => (id === 'root' ? root : null) };
  const localStorage = {
    getItem(key: string) {
      if (storageThrows) throw new Error('SecurityError');
      return stored[key] ?? null;
    },
    get length() {
      if (storageThrows) throw new Error('SecurityError');
      return Object.keys(stored).length;
    },
  };
  const navigator = { languages, language: languages[0] ?? '' };
  runInNewContext(languageGuardScript(PLACEHOLDER, 'Lumi', { firstVisitOnly }), {
    localStorage,
    navigator,
    document,
  });
  const kept = root.attributes.has('data-prerendered');
  if (!kept) {
    expect(root.innerHTML).toBe(PLACEHOLDER);
    expect(document.title).toBe('Lumi');
  }
  return kept;
}

describe('prerendered page language guard', () => {
  it.each<{ name: string; run: Run; kept: boolean }>([
    { name: 'an English browser', run: { languages: ['en-US', 'en'] }, kept: true },
    { name: 'no language the app speaks', run: { languages: ['de-DE', 'ja'] }, kept: true },
    { name: 'no languages at all', run: { languages: [] }, kept: true },
    { name: 'a Filipino browser', run: { languages: ['fil-PH'] }, kept: false },
    { name: 'a Tagalog browser', run: { languages: ['tl'] }, kept: false },
    { name: 'Filipino after an unknown language', run: { languages: ['de', 'fil'] }, kept: false },
    { name: 'English before Filipino', run: { languages: ['en-GB', 'fil'] }, kept: true },
    {
      name: 'stored English, Filipino browser',
      run: { stored: { 'lumi-language': 'en' }, languages: ['fil'] },
      kept: true,
    },
    {
      name: 'stored Filipino, English browser',
      run: { stored: { 'lumi-language': 'fil' }, languages: ['en'] },
      kept: false,
    },
    {
      name: 'a bad stored value follows the browser',
      run: { stored: { 'lumi-language': 'FIL' }, languages: ['en'] },
      kept: true,
    },
    {
      name: 'the pseudo-locale',
      run: { stored: { 'lumi-pseudo-locale': 'on' }, languages: ['en'] },
      kept: false,
    },
    { name: 'storage that throws', run: { languages: ['en'], storageThrows: true }, kept: true },
  ])('$name: kept $kept', ({ run, kept }) => {
    expect(keeps(run)).toBe(kept);
  });

  it('agrees with the app on every stored value and browser language tried', () => {
    for (const stored of ['', 'en', 'fil', 'tl', 'klingon']) {
      for (const languages of [['en'], ['fil-PH'], ['tl'], ['de'], ['de', 'tl'], ['EN-us'], ['Fil_PH']]) {
        const app = initialLanguage(stored, languages);
        expect(keeps({ stored: stored ? { 'lumi-language': stored } : {}, languages })).toBe(app === 'en');
      }
    }
  });
});

describe('prerendered /dapp shell (first visits only)', () => {
  it.each<{ name: string; run: Run; kept: boolean }>([
    { name: 'nothing stored, English browser', run: { languages: ['en'] }, kept: true },
    { name: 'nothing stored, Filipino browser', run: { languages: ['fil'] }, kept: false },
    {
      name: 'a stored node endpoint',
      run: { stored: { 'node-endpoint': 'ws://127.0.0.1:9944' }, languages: ['en'] },
      kept: false,
    },
    {
      name: 'a stored wallet session',
      run: { stored: { 'lumi-wallet-source': '{}' }, languages: ['en'] },
      kept: false,
    },
    {
      name: 'stored English alone',
      run: { stored: { 'lumi-language': 'en' }, languages: ['en'] },
      kept: false,
    },
    { name: 'storage that throws', run: { languages: ['en'], storageThrows: true }, kept: true },
  ])('$name: kept $kept', ({ run, kept }) => {
    expect(keeps({ ...run, firstVisitOnly: true })).toBe(kept);
  });

  it('without the rule, stored state other than the language keeps the HTML', () => {
    expect(keeps({ stored: { 'node-endpoint': 'ws://127.0.0.1:9944' }, languages: ['en'] })).toBe(true);
  });
});

describe('prerendered page boot script', () => {
  /** Runs the script with a fake page; returns what it appended to <head> so far and the callbacks to fire. */
  function boot({
    paintTiming,
    hidden = false,
    preloads = ['/assets/start.js'],
    later = [],
    msPerLink = 0,
  }: {
    paintTiming: boolean;
    hidden?: boolean;
    preloads?: string[];
    later?: string[];
    /** How long the page's clock advances with each link inserted. */
    msPerLink?: number;
  }) {
    const appended: string[] = [];
    let now = 0;
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    let observer:
      ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      head: {
        appendChild: (node: { src?: string; href?: string }) => {
          appended.push(node.src ?? node.href ?? '');
          now += msPerLink;
        },
      },
      createElement: () => ({}),
    };
    class PerformanceObserver {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    runInNewContext(bootAfterPaintScript('/assets/index.js', preloads, later), {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      Date: { now: () => now },
      ...(paintTiming && { PerformanceObserver }),
    });
    const paint = (name: string) =>
      observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect() {} });
    return { appended, frames, timers, paint };
  }

  it('requests the scripts once the first contentful paint is reported, once', () => {
    const page = boot({ paintTiming: true });
    page.frames.forEach((frame) => frame());
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual(['/assets/start.js', '/assets/index.js']);
    page.timers.forEach((timer) => timer());
    expect(page.appended).toHaveLength(2);
  });

  it('without paint timing, a deadline after the first frame', () => {
    const page = boot({ paintTiming: false });
    expect(page.appended).toEqual([]);
    page.frames.forEach((frame) => frame());
    expect(page.appended).toEqual([]);
    page.timers.forEach((timer) => timer());
    expect(page.appended).toEqual(['/assets/start.js', '/assets/index.js']);
  });

  it('inserts many preload links a few per task, the entry right after the first render’s', () => {
    const preloads = Array.from({ length: 6 }, (_, index) => `/assets/first-${index}.js`);
    const later = Array.from({ length: 5 }, (_, index) => `/assets/later-${index}.js`);
    const page = boot({ paintTiming: true, hidden: true, preloads, later });
    expect(page.appended).toEqual(preloads.slice(0, 4));
    page.timers.shift()?.();
    expect(page.appended).toEqual([...preloads, '/assets/index.js']);
    page.timers.shift()?.();
    expect(page.appended).toEqual([...preloads, '/assets/index.js', ...later.slice(0, 4)]);
    page.timers.shift()?.();
    expect(page.appended).toEqual([...preloads, '/assets/index.js', ...later]);
    expect(page.timers).toEqual([]);
  });

  it('ends a task early once inserting its links has taken 8 ms, after one link at least', () => {
    const preloads = ['/assets/a.js', '/assets/b.js', '/assets/c.js'];
    const slow = boot({ paintTiming: true, hidden: true, preloads, msPerLink: 20 });
    expect(slow.appended).toEqual(['/assets/a.js']);
    slow.timers.shift()?.();
    expect(slow.appended).toEqual(['/assets/a.js', '/assets/b.js']);
    const quick = boot({ paintTiming: true, hidden: true, preloads, msPerLink: 3 });
    expect(quick.appended).toEqual([...preloads, '/assets/index.js']);
  });

  it('in a hidden tab, at once', () => {
    expect(boot({ paintTiming: true, hidden: true }).appended).toEqual([
      '/assets/start.js',
      '/assets/index.js',
    ]);
  });
});
