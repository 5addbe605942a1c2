import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_API_URL } from './apiUnavailable.ts';
import { bodyLimitFromEnv } from './bodyLimit.ts';
import { startWebServer } from './webServer.ts';

const USAGE = `Usage: tsx apps/web/server/main.ts [--port 5173] [--host 127.0.0.1] [--root apps/web/dist]
Serves the built web app and proxies /api to LUMI_API_URL (default ${DEFAULT_API_URL}); request bodies over
LUMI_API_MAX_BODY bytes (the API's limit, default 16384) are refused with 413.`;

function fail(message: string): never {
  console.error(`web server: ${message}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '5173' },
      host: { type: 'string', default: '127.0.0.1' },
      root: {
        type: 'string',
        default: process.env.LUMI_WEB_OUT_DIR || fileURLToPath(new URL('../dist', import.meta.url)),
      },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0–65535, got "${values.port}"`);
if (!existsSync(values.root))
  fail(`${values.root} does not exist: build the app first (npm run build -w apps/web)`);
const apiUrl = process.env.LUMI_API_URL || DEFAULT_API_URL;
try {
  new URL(apiUrl);
} catch {
  fail(`LUMI_API_URL="${apiUrl}" is not a URL`);
}

const bodyLimit = bodyLimitFromEnv(process.env);
if (!bodyLimit.ok) fail(bodyLimit.error);

try {
  const running = await startWebServer({
    root: values.root,
    host: values.host,
    port,
    apiUrl,
    maxBodyBytes: bodyLimit.bytes,
  });
  console.log(`web server: serving ${values.root} at ${running.url} (/api → ${apiUrl})`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  fail(code === 'EADDRINUSE' ? `port ${port} is already in use` : String(error));
}
