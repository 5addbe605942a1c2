// Worker thread: verifies batches of signatures so the main thread never spends time on curve math.
import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { type SignatureCheck, signatureCryptoReady, verifySignature } from './verify.ts';

interface Request {
  id: number;
  checks: SignatureCheck[];
}

await signatureCryptoReady();
parentPort!.on('message', (req: Request) => {
  const results = req.checks.map(verifySignature);
  parentPort!.postMessage({ id: req.id, results });
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
