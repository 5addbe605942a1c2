import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The copy of `name` that `root` resolves to (Node's lookup: the nearest node_modules up the tree). */
function nearestCopy(root: string, name: string): string | undefined {
  for (let dir = root; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

const versionOf = (copy: string) =>
  (JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * npm leaves several copies of one version of a package when the hoisted one has another version
 * (@noble/hashes 2.x under apps/web, packages/chain and polkadot-api's substrate-bindings, 1.x at the root), and
 * the bundler counts each copy as different code: the same blake2 came three times. Every file of a copy with
 * the same version as the app's own is read from the app's copy instead; other versions are left alone.
 */
export function dedupePackages(root: string, names: readonly string[]): Plugin {
  const canonical = new Map<string, { dir: string; version: string }>();
  for (const name of names) {
    const dir = nearestCopy(root, name);
    if (dir) canonical.set(name, { dir, version: versionOf(dir) });
  }
  const versions = new Map<string, string>();
  return {
    name: 'lumi:dedupe-packages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const name = names.find((candidate) => source === candidate || source.startsWith(`${candidate}/`));
      const app = name && canonical.get(name);
      if (!app || !importer) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const marker = `/node_modules/${name}/`;
      const id = resolved.id.replaceAll('\\', '/');
      const at = id.lastIndexOf(marker);
      if (at < 0) return resolved;
      const copy = id.slice(0, at + marker.length - 1);
      if (copy === app.dir.replaceAll('\\', '/')) return resolved;
      let version = versions.get(copy);
      if (version === undefined) versions.set(copy, (version = versionOf(copy)));
      return version === app.version
        ? { ...resolved, id: join(app.dir, id.slice(at + marker.length)) }
        : resolved;
    },
  };
}
