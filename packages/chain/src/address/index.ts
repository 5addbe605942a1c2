export * from './check.ts';
export * from './networks.ts';
export { encodeAddress, isWellFormedAddress } from './ss58.ts';
export { publicKeyHex, sameAccount } from './same.ts';
export { shortAddress } from './short.ts';
