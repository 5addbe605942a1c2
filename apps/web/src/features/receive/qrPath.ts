/** The quiet zone around a QR code, in modules: ISO/IEC 18004 asks for 4 (the library draws it as light modules). */
export const QUIET_ZONE = 4;

/**
 * One SVG path for a QR code's dark modules (a unit square each), and the side of the whole square in modules.
 * One path keeps the DOM small; the squares are drawn edge to edge.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): { d: string; size: number } {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { d: parts.join(''), size: modules.length };
}
