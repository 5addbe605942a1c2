import { Store } from './src/store/store.ts';
import { initCrypto } from './src/util/hash.ts';
await initCrypto();
const t0 = performance.now();
const s = new Store(process.argv[2]);
console.log('opened (migrated) in', ((performance.now() - t0) / 1000).toFixed(1), 's; schema', s.getMeta('schema_version'), 'rss', Math.round(process.memoryUsage().rss / 1048576), 'MiB');
s.close();
