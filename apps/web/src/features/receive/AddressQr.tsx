import { encodeQR } from 'qr';
import { useMemo } from 'react';
import { QUIET_ZONE, qrPath } from './qrPath.ts';

/** `text` as a QR code: black on white whatever the theme (scanners expect dark modules on a light ground). */
export function AddressQr({ text, label, size = 232 }: { text: string; label: string; size?: number }) {
  // Medium error correction survives a smudged or partly covered screen.
  const { d, size: modules } = useMemo(
    () => qrPath(encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE })),
    [text],
  );
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="address-qr"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
