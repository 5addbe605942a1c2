import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The end-to-end suites need the runtime package's entry point (`createRuntime`). */
export const runtimeAvailable = existsSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    '..',
    '..',
    'packages',
    'runtime',
    'src',
    'index.ts',
  ),
);
