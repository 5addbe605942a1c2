// Peer ids and multiaddresses as `system_addReservedPeer` / `system_removeReservedPeer` take them: checked for
// form only (this node has no network to dial them on).
import { base58Decode } from '@polkadot/util-crypto';

const MULTIHASH_IDENTITY = 0x00;
const MULTIHASH_SHA2_256 = 0x12;
const MAX_INLINE_KEY_BYTES = 42;

/** A libp2p peer id in base58: an identity multihash of a small public key, or a sha2-256 one. */
export function isPeerId(s: string): boolean {
  let bytes: Uint8Array;
  try {
    bytes = base58Decode(s);
  } catch {
    return false;
  }
  if (bytes.length < 2) return false;
  const [code, len] = [bytes[0], bytes[1]];
  if (len !== bytes.length - 2) return false;
  return (
    (code === MULTIHASH_IDENTITY && len <= MAX_INLINE_KEY_BYTES) ||
    (code === MULTIHASH_SHA2_256 && len === 32)
  );
}

/** Protocols and whether each takes a value. */
const PROTOCOLS: Record<string, boolean> = {
  ip4: true,
  ip6: true,
  dns: true,
  dns4: true,
  dns6: true,
  dnsaddr: true,
  tcp: true,
  udp: true,
  ws: false,
  wss: false,
  'quic-v1': false,
  webrtc: false,
  'webrtc-direct': false,
  certhash: true,
  p2p: true,
};

const IP4_RE = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function checkValue(protocol: string, value: string): string | undefined {
  if (protocol === 'ip4' && !IP4_RE.test(value)) return `invalid IPv4 address '${value}'`;
  if (protocol === 'ip6' && !/^[0-9a-fA-F:.]+$/.test(value)) return `invalid IPv6 address '${value}'`;
  if ((protocol === 'tcp' || protocol === 'udp') && !(/^\d{1,5}$/.test(value) && Number(value) <= 65535)) {
    return `invalid port '${value}'`;
  }
  if (protocol === 'p2p' && !isPeerId(value)) return 'invalid peer id';
  return undefined;
}

/** `/ip4/…/tcp/…/p2p/<peer id>` → the peer id, or why it is not one. */
export function parseMultiaddrWithPeerId(s: string): { peerId: string } | { error: string } {
  if (!s.startsWith('/')) return { error: 'a multiaddress starts with /' };
  const parts = s.slice(1).split('/');
  let peerId: string | undefined;
  for (let i = 0; i < parts.length; i++) {
    const protocol = parts[i]!;
    const takesValue = PROTOCOLS[protocol];
    if (takesValue === undefined) return { error: `unknown protocol '${protocol}'` };
    if (!takesValue) continue;
    const value = parts[++i];
    if (value === undefined || value === '') return { error: `missing value for /${protocol}` };
    const bad = checkValue(protocol, value);
    if (bad) return { error: bad };
    if (protocol === 'p2p') {
      if (i !== parts.length - 1) return { error: '/p2p/<peer id> must come last' };
      peerId = value;
    }
  }
  return peerId ? { peerId } : { error: 'the peer id is missing from the address' };
}
