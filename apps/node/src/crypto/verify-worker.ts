// Worker thread: verifies batches of signatures so the main thread never spends time on curve math.
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
parentPort!.postMessage({ ready: true });
