// Compares a JSON answer with a real node's recorded answer by shape: every key the recording has is in
// ours (under its current name), with the same JSON type, hex where the recording is hex.

export function shapeMismatches(
  ours: unknown,
  recorded: unknown,
  renames: Readonly<Record<string, string>> = {},
  path = '$',
): string[] {
  if (recorded === null) return [];
  if (Array.isArray(recorded)) {
    if (!Array.isArray(ours)) return [`${path}: expected an array, got ${JSON.stringify(ours)}`];
    const n = Math.min(ours.length, recorded.length);
    return Array.from({ length: n }, (_, i) =>
      shapeMismatches(ours[i], recorded[i], renames, `${path}[${i}]`),
    ).flat();
  }
  if (typeof recorded === 'object') {
    if (typeof ours !== 'object' || ours === null || Array.isArray(ours)) {
      return [`${path}: expected an object, got ${JSON.stringify(ours)}`];
    }
    const o = ours as Record<string, unknown>;
    return Object.entries(recorded as Record<string, unknown>).flatMap(([key, value]) => {
      const name = renames[key] ?? key;
      if (!(name in o)) return [`${path}.${name}: missing`];
      return shapeMismatches(o[name], value, renames, `${path}.${name}`);
    });
  }
  if (typeof ours !== typeof recorded)
    return [`${path}: expected a ${typeof recorded}, got ${JSON.stringify(ours)}`];
  if (
    typeof recorded === 'string' &&
    /^0x[0-9a-f]*$/i.test(recorded) &&
    !/^0x[0-9a-f]*$/.test(ours as string)
  ) {
    return [`${path}: expected hex, got ${JSON.stringify(ours)}`];
  }
  return [];
}
