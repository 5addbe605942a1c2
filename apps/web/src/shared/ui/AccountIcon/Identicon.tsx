import { u8aToHex } from '@polkadot/util';
import { Suspense, useMemo } from 'react';
import { checkAddress } from '../../address/index.ts';
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
  const check = useMemo(() => checkAddress(address, { expectedFormat: null }), [address]);
  const box = { width: size, height: size, display: 'inline-block', flex: 'none' } as const;
  if (!check.valid) return <span style={box} aria-hidden="true" />;
  const Icon = lazyThemes[theme];
  return (
    <span style={{ ...box, pointerEvents: 'none' }} aria-hidden="true">
      <Suspense fallback={<span style={box} />}>
        <Icon address={address} publicKey={u8aToHex(check.publicKey)} size={size} />
      </Suspense>
    </span>
  );
}
