// lumi-api: `tsx apps/api/src/main.ts [options]` (see --help or docs/api.md).
import { ConfigError, USAGE, describeConfig, loadConfig } from './config.ts';
import { startService } from './service.ts';
import { surviveDestroyedClientRetry } from './util/client-destroy-race.ts';
import { createLogger } from './util/log.ts';
import { errorText } from './util/error-text.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

let config;
try {
  config = loadConfig(argv);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`lumi-api: ${e.message}\n\n${USAGE}`);
    process.exit(2);
  }
  throw e;
}

const log = createLogger(config.logLevel);
surviveDestroyedClientRetry(log);
log.info('starting lumi-api', describeConfig(config));
const service = await startService(config, log).catch((e: unknown) => {
  log.error('failed to start', { error: errorText(e) });
  process.exit(1);
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info('stopping', { signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  service.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
