/**
 * How long ago `ms` was at `now`, by Intl in the format locale ("3 minutes ago", "3 minuto ang nakalipas"). A
 * time ahead of `now` reads "now": a block's timestamp can lead this device's clock by a few seconds, and a rate
 * fed "in 4 seconds" makes no sense to a reader.
 */
export function age(ms: number, now: number, locale: string): string {
  const seconds = Math.min(0, Math.round((ms - now) / 1000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86_400), 'day');
}
