import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeFor, isCompressible } from './contentTypes.ts';

// Vite puts content hashes in every file name under /assets, so those can be cached for good; everything
// else (index.html above all) must be revalidated so a new deploy is picked up on the next load.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

interface LoadedFile {
  body: Buffer;
  gzip: Buffer | undefined;
  etag: string;
  mtimeMs: number;
  size: number;
}

type Resolution = { kind: 'file'; path: string } | { kind: 'bad-request' } | { kind: 'not-found' };

export interface StaticHandler {
  (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void>;
}

function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/** Serves the built app from `root`, with deep links falling back to index.html. */
export function createStaticHandler(root: string): StaticHandler {
  const base = resolve(root);
  const cache = new Map<string, LoadedFile>();

  async function load(path: string): Promise<LoadedFile | undefined> {
    let info;
    try {
      info = await stat(path);
    } catch {
      return undefined;
    }
    if (!info.isFile()) return undefined;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(path);
    const type = contentTypeFor(extname(path));
    const loaded: LoadedFile = {
      body,
      gzip: isCompressible(type) && body.length > 1024 ? gzipSync(body) : undefined,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      mtimeMs: info.mtimeMs,
      size: info.size,
    };
    cache.set(path, loaded);
    return loaded;
  }

  function resolvePath(pathname: string): Resolution {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return { kind: 'bad-request' };
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad-request' };
    const segments = decoded.split('/').filter(Boolean);
    // Dot-segments would climb out of root; dotfiles (.vite/manifest.json) are build internals.
    if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'not-found' };
    const path = resolve(base, ...segments);
    if (path !== base && !path.startsWith(base + sep)) return { kind: 'bad-request' };
    return { kind: 'file', path };
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    file: LoadedFile,
    cacheControl: string,
  ) {
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(extname(path)),
      'Cache-Control': cacheControl,
      ETag: file.etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (file.gzip) headers.Vary = 'Accept-Encoding';
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const acceptsGzip = /\bgzip\b/u.test(String(request.headers['accept-encoding'] ?? ''));
    const body = file.gzip && acceptsGzip ? file.gzip : file.body;
    if (body === file.gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return async (request, response, pathname) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
      return;
    }
    const resolution = resolvePath(pathname);
    if (resolution.kind === 'bad-request') {
      sendText(response, 400, 'Bad request\n');
      return;
    }
    if (resolution.kind === 'file') {
      const file = await load(resolution.path);
      if (file) {
        const hashed = pathname.startsWith('/assets/');
        send(request, response, resolution.path, file, hashed ? IMMUTABLE : REVALIDATE);
        return;
      }
    }
    // A missing file with an extension is a broken asset link: answering with HTML would only hide it.
    if (extname(pathname) !== '') {
      sendText(response, 404, 'Not found\n', { 'Cache-Control': REVALIDATE });
      return;
    }
    // A prerendered route (build/prerender.ts) has its own page, <route>/index.html; every other path gets the app's.
    const pagePath = resolution.kind === 'file' ? join(resolution.path, 'index.html') : undefined;
    const page = pagePath === undefined ? undefined : await load(pagePath);
    if (pagePath !== undefined && page) {
      send(request, response, pagePath, page, REVALIDATE);
      return;
    }
    const indexPath = join(base, 'index.html');
    const index = await load(indexPath);
    if (!index) {
      sendText(response, 503, 'The web app has not been built: run "npm run build -w apps/web".\n');
      return;
    }
    send(request, response, indexPath, index, REVALIDATE);
  };
}
