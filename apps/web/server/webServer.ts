import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProxy } from './apiProxy.ts';
import { DEFAULT_API_URL } from './apiUnavailable.ts';
import { createStaticHandler } from './staticFiles.ts';

export interface WebServerOptions {
  /** The built app (apps/web/dist). */
  root: string;
  /** Where /api is forwarded; default http://127.0.0.1:8787. */
  apiUrl?: string;
  /** The API's request-body limit (LUMI_API_MAX_BODY); default 16384, the API's default. */
  maxBodyBytes?: number;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

export interface RunningWebServer {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The production server: the built app with SPA fallback, and /api proxied to the Lumi API. */
export function createWebServer({
  root,
  apiUrl = DEFAULT_API_URL,
  maxBodyBytes,
}: Pick<WebServerOptions, 'root' | 'apiUrl' | 'maxBodyBytes'>) {
  const serveStatic = createStaticHandler(root);
  const proxy = createApiProxy({ apiUrl, maxBodyBytes });
  return createServer((request, response) => {
    let pathname: string;
    try {
      pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    } catch {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Bad request\n');
      return;
    }
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isApiPath(pathname)) {
      proxy(request, response);
      return;
    }
    serveStatic(request, response, pathname).catch((error: unknown) => {
      console.error('web server: failed to serve', request.url, error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Internal server error\n');
    });
  });
}

export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createWebServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
