// Apart from check.ts: a module of its own lands in the bundle chunk of whoever uses it, and check.ts's chunk
// brings the SS58 network registry (@polkadot/networks) that shortening an address does not need.

/** "5Grwva…utQY": enough to recognise an address without the full width. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
}
