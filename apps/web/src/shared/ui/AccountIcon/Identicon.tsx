import { bytesToHex } from '@noble/hashes/utils.js';
import { Suspense, useMemo } from 'react';
// The payload alone, not checkAddress: naming networks needs @polkadot/networks' registry (~9 kB gzipped),
// which an icon does not.
import { ss58Payload } from '../../address/ss58.ts';
import { lazyThemes } from './themes/lazyThemes.ts';
import type { IdenticonTheme } from './themes/types.ts';

/** An account's identicon as a plain picture (for places that are themselves buttons, like menus). */
export function Identicon({
  address,
  size = 32,
  theme = 'polkadot',
}: {
  address: string;
  size?: number;
  theme?: IdenticonTheme;
}) {
  const publicKey = useMemo(() => ss58Payload(address), [address]);
  const box = { width: size, height: size, display: 'inline-block', flex: 'none' } as const;
  if (!publicKey) return <span style={box} aria-hidden="true" />;
  const Icon = lazyThemes[theme];
  return (
    <span style={{ ...box, pointerEvents: 'none' }} aria-hidden="true">
      <Suspense fallback={<span style={box} />}>
        <Icon address={address} publicKey={`0x${bytesToHex(publicKey)}`} size={size} />
      </Suspense>
    </span>
  );
}
