import { hexToBytes } from '@noble/hashes/utils.js';
import { memo, useMemo } from 'react';
import { polkadotCircles } from './polkadotCircles.ts';
import type { ThemeIcon, ThemeIconProps } from './types.ts';

function PolkadotIcon({ publicKey, size }: ThemeIconProps) {
  const circles = useMemo(() => polkadotCircles(hexToBytes(publicKey.slice(2))), [publicKey]);
  return (
    <svg width={size} height={size} viewBox="0 0 64 64">
      {circles.map(({ cx, cy, r, fill }, index) => (
        <circle key={index} cx={cx} cy={cy} r={r} fill={fill} />
      ))}
    </svg>
  );
}

export default memo(PolkadotIcon) satisfies ThemeIcon;
