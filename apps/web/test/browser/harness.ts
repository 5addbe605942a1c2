import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { spawnApi, type SpawnedApi } from '@lumi/api/testing/spawn';
import { startWebServer, type RunningWebServer } from '../../server/webServer.ts';
import { startDevChain, type DevChain } from '../chain/devChain.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function webDist(): string {
  return inject('webDist');
}

export function launchChromium(): Promise<Browser> {
  // Playwright gives every launch a fresh temporary profile (user-data-dir) and removes it on close.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The real production server on a free port, serving this run's build. No API runs behind /api. */
export function startApp(): Promise<RunningWebServer> {
  return startWebServer({ root: webDist(), port: 0, apiUrl: 'http://127.0.0.1:9' });
}

interface ManifestEntry {
  file: string;
  css?: string[];
}

/** The built file of a source module, e.g. "src/features/home/HomePage.tsx" → "assets/HomePage-x1y2.js". */
export function chunkOf(module: string): string {
  const manifest = JSON.parse(readFileSync(join(webDist(), '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const entry = manifest[module];
  if (!entry) throw new Error(`${module} is not a chunk of the build`);
  return entry.file;
}

/**
 * With LUMI_WEB_SCREENSHOTS=<dir> set, a full-page screenshot `<dir>/<name>.png` for a person to look at (the
 * tests' own checks never depend on it); without it, nothing.
 */
export async function screenshotForReview(page: Page, name: string): Promise<void> {
  const dir = process.env.LUMI_WEB_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // From the top, so the sticky header is drawn where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/**
 * Waits until the app runs on the home page. /home is prerendered (build/prerender.ts): its heading and links
 * show before the app has started, and a click then is a plain page load. The language select is disabled in
 * that HTML and enabled once React has rendered over it.
 */
export async function homeStarted(page: Page): Promise<void> {
  await page.locator('.home select:enabled').waitFor();
}

/** Every URL path the page requests, in order. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** A new, isolated browser context (own storage); waits are generous for slow CI machines. */
export async function freshContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
  return context;
}

/** A context whose clipboard writes are recorded in window.__copied instead of the OS clipboard. */
export async function contextWithClipboardSpy(browser: Browser): Promise<BrowserContext> {
  const context = await freshContext(browser);
  await context.addInitScript(() => {
    const spy = {
      writeText: (text: string) => {
        (window as unknown as { __copied: string[] }).__copied.push(text);
        return Promise.resolve();
      },
    };
    (window as unknown as { __copied: string[] }).__copied = [];
    Object.defineProperty(navigator, 'clipboard', { value: spy, configurable: true });
  });
  return context;
}

/** Controls without an accessible name, from the page's accessibility tree. */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .filter((line) =>
      /^\s*- (button|link|textbox|combobox|checkbox|radio|switch|slider)\s*(:.*)?$/u.test(line),
    );
}

/** The development accounts the "Connect wallet" dialog offers. */
export const DEV_ACCOUNTS = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'] as const;

/** Waits until the /dapp layout reports a live connection to a node. */
export async function waitConnected(page: Page): Promise<void> {
  await page
    .getByTestId('connection-status')
    .filter({ hasText: /^Connected to .+ at block #\d/u })
    .waitFor();
}

/**
 * A new page in `context` showing `path` of the app at `appUrl`, talking to the node at `wsUrl`, once connected.
 * The endpoint is stored only when none is, so an endpoint the page saves itself survives reloads.
 */
export async function openOnNode(
  context: BrowserContext,
  appUrl: string,
  wsUrl: string,
  path: string,
): Promise<Page> {
  await context.addInitScript((endpoint) => {
    if (!localStorage.getItem('node-endpoint')) localStorage.setItem('node-endpoint', endpoint);
  }, wsUrl);
  const page = await context.newPage();
  await page.goto(new URL(path, appUrl).href);
  await waitConnected(page);
  return page;
}

/** Makes the pages of `context` start on the chain profile `profile`, unless a page already stored one. */
export async function chooseProfile(context: BrowserContext, profile: string): Promise<void> {
  await context.addInitScript((id) => {
    if (!localStorage.getItem('lumi-chain-profile')) localStorage.setItem('lumi-chain-profile', id);
  }, profile);
}

/** Connects the development account `name` through the "Connect wallet" dialog. */
export async function connectDevAccount(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Connect wallet' });
  await dialog.getByRole('tab', { name: 'Development accounts' }).click();
  await dialog.getByRole('button', { name: `Use ${name}` }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Opens `path` of the app on the node at `wsUrl`, waits for the connection and connects a development account. */
export async function openAsDevAccount(
  browser: Browser,
  appUrl: string,
  wsUrl: string,
  name: string,
  path: string,
): Promise<Page> {
  const page = await openOnNode(await freshContext(browser), appUrl, wsUrl, path);
  await connectDevAccount(page, name);
  return page;
}

/** Waits until the transaction of a review dialog is finalized. */
export async function waitFinalized(review: Locator): Promise<void> {
  await review
    .getByTestId('tx-status')
    .filter({ hasText: /^Finalized in block #\d+/u })
    .waitFor();
}

/** The name of the development account that holds the chain's sudo key. */
export async function sudoAccountName(chain: DevChain): Promise<string> {
  const sudoKey = (await chain.api.query.sudo!.key!()).toJSON() as string;
  const name = DEV_ACCOUNTS.find(
    (candidate) => chain.keyring.addFromUri(`//${candidate}`).address === sudoKey,
  );
  if (!name) throw new Error(`no development account holds the sudo key ${sudoKey}`);
  return name;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`${what} is not running: use the suite inside its tests and hooks`);
  return value;
}

/** Chromium and the production server (no API behind /api), started once for a test file. */
export interface AppSuite {
  readonly browser: Browser;
  readonly app: RunningWebServer;
  /** A page of a fresh context, at `path` of the app when given. */
  newPage(path?: string, options?: Pick<OpenOptions, 'viewport'>): Promise<Page>;
}

/** Where a suite's page opens: another app server (e.g. one with an API) or another node; a viewport size. */
export interface OpenOptions {
  appUrl?: string;
  endpoint?: string;
  viewport?: { width: number; height: number };
}

/** An `AppSuite` plus a spawned dev chain the pages connect to. */
export interface DappSuite extends AppSuite {
  readonly chain: DevChain;
  /** A page of a fresh context at `path`, connected to the node (no wallet). */
  open(path: string, options?: OpenOptions): Promise<Page>;
  /** The same with the development account `name` connected. */
  openAs(name: string, path: string, options?: OpenOptions): Promise<Page>;
}

function contextOptions({ viewport }: Pick<OpenOptions, 'viewport'>): BrowserContextOptions {
  return viewport ? { viewport } : {};
}

class Suite implements DappSuite {
  /** The chain profile a page starts with (`lumi-chain-profile`); undefined: the app's default. */
  constructor(readonly profile?: string) {}

  runningBrowser: Browser | undefined;
  runningApp: RunningWebServer | undefined;
  runningChain: DevChain | undefined;

  get browser(): Browser {
    return started(this.runningBrowser, 'Chromium');
  }

  get app(): RunningWebServer {
    return started(this.runningApp, 'The app server');
  }

  get chain(): DevChain {
    return started(this.runningChain, 'The dev chain');
  }

  async newPage(path?: string, options: Pick<OpenOptions, 'viewport'> = {}): Promise<Page> {
    const page = await (await freshContext(this.browser, contextOptions(options))).newPage();
    if (path !== undefined) await page.goto(new URL(path, this.app.url).href);
    return page;
  }

  async open(path: string, options: OpenOptions = {}): Promise<Page> {
    const context = await freshContext(this.browser, contextOptions(options));
    if (this.profile) await chooseProfile(context, this.profile);
    return openOnNode(
      context,
      options.appUrl ?? this.app.url,
      options.endpoint ?? this.chain.node.wsUrl,
      path,
    );
  }

  async openAs(name: string, path: string, options: OpenOptions = {}): Promise<Page> {
    const page = await this.open(path, options);
    await connectDevAccount(page, name);
    return page;
  }
}

/** `nodeArgs` null: no chain. Everything starts in parallel; stops run even after a failed start. */
function registered(nodeArgs: string[] | null, profile?: string): Suite {
  const suite = new Suite(profile);
  beforeAll(async () => {
    const [browser, app, chain] = await Promise.allSettled([
      launchChromium(),
      startApp(),
      nodeArgs ? startDevChain(nodeArgs) : undefined,
    ]);
    // Keep whatever did start, so afterAll stops it even when another part failed.
    if (browser.status === 'fulfilled') suite.runningBrowser = browser.value;
    if (app.status === 'fulfilled') suite.runningApp = app.value;
    if (chain.status === 'fulfilled') suite.runningChain = chain.value;
    for (const result of [browser, app, chain]) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    await suite.runningBrowser?.close();
    await suite.runningApp?.close();
    await suite.runningChain?.stop();
  });
  return suite;
}

/** Registers beforeAll/afterAll that start and stop Chromium and the app; call at the top of a test file. */
export function useAppSuite(): AppSuite {
  return registered(null);
}

/**
 * Like `useAppSuite`, plus a dev chain (lumi-node --dev --tmp with `nodeArgs`, e.g. `['--sealing', '20000']`).
 * Hooks registered later in the file run after these start and, in Vitest's stacked order, before they stop.
 */
export function useDappSuite(nodeArgs: string[] = []): DappSuite {
  return registered(nodeArgs);
}

/**
 * `useDappSuite` on the dev chain a `ChainFixture` describes (test/browser/chains.ts): its node flags plus
 * `extraArgs`, and its profile chosen in every page `open`/`openAs` makes. Call inside a `describe`, so each
 * chain's node lives only as long as its block.
 */
export function useChainSuite(
  chain: { nodeArgs: readonly string[]; profile: string | undefined },
  extraArgs: readonly string[] = [],
): DappSuite {
  return registered([...chain.nodeArgs, ...extraArgs], chain.profile);
}

/** The real API service and a web server whose /api proxies to it, started by `useApiStack`. */
export interface ApiStack {
  readonly service: SpawnedApi;
  readonly app: RunningWebServer;
}

/**
 * Registers beforeAll/afterAll that run the real API service (apps/api) on the suite's node, with an in-memory
 * database and `apiArgs`, and a web server whose /api proxies to it (the suite's own app server has no API).
 */
export function useApiStack(suite: DappSuite, apiArgs: readonly string[] = []): ApiStack {
  let service: SpawnedApi | undefined;
  let app: RunningWebServer | undefined;
  beforeAll(async () => {
    service = await spawnApi(['--node', suite.chain.node.wsUrl, '--database', ':memory:', ...apiArgs]);
    app = await startWebServer({ root: webDist(), port: 0, apiUrl: `http://127.0.0.1:${service.port}` });
  });
  afterAll(async () => {
    await app?.close();
    await service?.stop();
  });
  return {
    get service() {
      if (!service) throw new Error('the API service is not running (used outside a test?)');
      return service;
    },
    get app() {
      if (!app) throw new Error('the web server is not running (used outside a test?)');
      return app;
    },
  };
}
