// Decodes a runtime's metadata (about 137 kB for Lumi) off the main thread and answers with the small chain
// shape the screens need. polkadot-api decodes the same bytes for itself on the main thread; a second decode
// there would add a few hundred milliseconds of blocking time on a phone while /dapp starts.
import { shapeOfMetadata } from './shapeOfMetadata.ts';
import type { ShapeAnswer } from './chainShape.ts';

self.onmessage = (event: MessageEvent<Uint8Array>) => {
  let answer: ShapeAnswer;
  try {
    answer = { ok: true, shape: shapeOfMetadata(event.data) };
  } catch (error) {
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
