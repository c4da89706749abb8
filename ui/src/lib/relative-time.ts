const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/** "now", "3 minutes ago", "yesterday": how long ago a moment in the past was. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(value) < 10) return relative.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(value, unit);
    value = Math.round(value / size);
  }
  return relative.format(value, 'year');
}
