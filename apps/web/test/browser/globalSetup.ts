import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the browser and start-script tests serve (built once per run). */
    webDist: string;
  }
}

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

function viteBin(): string {
  const packageJson = createRequire(join(webRoot, 'package.json')).resolve('vite/package.json');
  return join(dirname(packageJson), 'bin', 'vite.js');
}

function build(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The same command as `npm run build -w apps/web`, into a directory of its own so a developer's
    // apps/web/dist is never touched.
    const child = spawn(process.execPath, [viteBin(), 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code}):\n${output}`)),
    );
  });
}

export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'lumi-web-test-build-'));
  await build(outDir);
  project.provide('webDist', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}
