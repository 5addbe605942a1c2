// Worker thread: verifies batches of signatures so the main thread never spends time on curve math.
import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { unpackChecks } from './check-batch.ts';
import { signatureCryptoReady, verifySignature } from './verify.ts';

interface Request {
  id: number;
  /** The batch's checks, packed by `packChecks`. */
  packed: Uint8Array;
}

await signatureCryptoReady();
parentPort!.on('message', (req: Request) => {
  const checks = unpackChecks(req.packed);
  // 1 valid, 0 not, one byte per check in the order sent; moved back like the request.
  const results = new Uint8Array(checks.length);
  checks.forEach((c, i) => {
    results[i] = verifySignature(c) ? 1 : 0;
  });
  parentPort!.postMessage({ id: req.id, results }, [results.buffer]);
});
/** This thread's kernel id (Linux: /proc/thread-self is `<pid>/task/<tid>`), so tools can read its CPU time. */
function threadId(): number | undefined {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return undefined;
  }
}
parentPort!.postMessage({ ready: true, threadId: threadId() });
