import { describe, expect, it } from 'vitest';
import { isPeerId, parseMultiaddrWithPeerId } from '../src/util/multiaddr.ts';

const ED25519_PEER = '12D3KooWEyoppNCUx8Yx66oV9fJnriXwCcXwDDUA2kj6vnc6iDEp';
const SHA256_PEER = 'QmYyQSo1c1Ym7orWxLYvCrM2EmxFTANf8wXmmE7DWjhx5N';

describe('isPeerId', () => {
  it.each([
    [ED25519_PEER, true],
    [SHA256_PEER, true],
    ['', false],
    ['12D3KooW', false],
    ['0OIl', false],
    [`${ED25519_PEER}x`, false],
  ])('%s → %s', (s, ok) => expect(isPeerId(s)).toBe(ok));
});

describe('parseMultiaddrWithPeerId', () => {
  it.each([
    [`/ip4/127.0.0.1/tcp/30333/p2p/${ED25519_PEER}`, { peerId: ED25519_PEER }],
    [`/dns/boot.example.org/tcp/30333/wss/p2p/${SHA256_PEER}`, { peerId: SHA256_PEER }],
    [`/ip6/::1/tcp/30333/ws/p2p/${ED25519_PEER}`, { peerId: ED25519_PEER }],
    ['/ip4/127.0.0.1/tcp/30333', { error: 'the peer id is missing from the address' }],
    ['ip4/127.0.0.1', { error: 'a multiaddress starts with /' }],
    [`/ip4/256.0.0.1/tcp/1/p2p/${ED25519_PEER}`, { error: "invalid IPv4 address '256.0.0.1'" }],
    [`/ip4/1.2.3.4/tcp/70000/p2p/${ED25519_PEER}`, { error: "invalid port '70000'" }],
    [`/ip4/1.2.3.4/smtp/25/p2p/${ED25519_PEER}`, { error: "unknown protocol 'smtp'" }],
    ['/ip4/1.2.3.4/tcp/1/p2p/nope', { error: 'invalid peer id' }],
    [`/p2p/${ED25519_PEER}/tcp/1`, { error: '/p2p/<peer id> must come last' }],
    ['/ip4', { error: 'missing value for /ip4' }],
  ])('%s', (s, expected) => expect(parseMultiaddrWithPeerId(s)).toEqual(expected));
});
