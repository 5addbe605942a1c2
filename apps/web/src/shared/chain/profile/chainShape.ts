// What the connected chain's metadata says about assets, read once per runtime: the asset-kind scheme of its
// AssetConversion (if any), where its asset pallets sit and which pallets it has. Screens that list a profile's
// assets build their reads and calls from this (never from the profile's name).
import type { PolkadotClient } from 'polkadot-api';
import type { ChainShape } from './shapeOfMetadata.ts';

export type { ChainShape } from './shapeOfMetadata.ts';

/** The worker's answer. */
export type ShapeAnswer = { ok: true; shape: ChainShape } | { ok: false; message: string };

/**
 * In a worker of its own, ended once it has answered. A worker that cannot start (its file failed to load) is an
 * error like a chunk that failed to load: the queries reading the shape try again.
 */
function decodeInWorker(raw: Uint8Array): Promise<ChainShape> {
  return new Promise<ChainShape>((resolve, reject) => {
    const worker = new Worker(new URL('./chainShape.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ShapeAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.shape);
      else reject(new Error(`The chain's metadata could not be read: ${event.data.message}`));
    };
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      reject(new Error(`The chain's metadata reader could not start: ${event.message || 'no details'}`));
    };
    // A copy: the bytes are polkadot-api's, so they are not transferred away from it.
    worker.postMessage(raw);
  });
}

// By the metadata's bytes: polkadot-api hands out the same bytes object for every block of one runtime, so the
// readers of the shape (the profile, the balances) share one decode per runtime; a new runtime brings new bytes.
const shapes = new WeakMap<Uint8Array, Promise<ChainShape>>();

export async function readChainShape(client: PolkadotClient): Promise<ChainShape> {
  const block = await client.getFinalizedBlock();
  const raw = await client.getMetadata(block.hash);
  let shape = shapes.get(raw);
  if (!shape) {
    shape = decodeInWorker(raw);
    shapes.set(raw, shape);
    shape.catch(() => shapes.delete(raw));
  }
  return shape;
}
