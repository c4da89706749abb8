// The history's and the analytics' date range, in the browser's local days: a preset or two dates. The server
// takes UTC instants, so a local day becomes [its midnight, the next midnight) converted to ISO.

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';

export const RANGE_PRESETS: ReadonlyArray<{ value: RangePreset; label: string }> = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'last30', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom dates' },
];

export interface DateRange {
  preset: RangePreset;
  /** yyyy-mm-dd, local; both days included. Used by "custom", kept in step with the presets. */
  firstDay: string;
  lastDay: string;
}

/** Local midnight of `date` plus `days` days (DST-safe: built from the calendar date, not by adding hours). */
export function localMidnight(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDay(key: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The days a preset covers, counted from `now`. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = new Date()): DateRange {
  const back = { today: 0, yesterday: 1, last7: 6, last30: 29 }[preset];
  const first = localMidnight(now, -back);
  const last = preset === 'yesterday' ? first : localMidnight(now);
  return { preset, firstDay: dayKey(first), lastDay: dayKey(last) };
}

/** [from, to) as ISO instants, or null while the custom dates are incomplete or reversed. */
export function rangeInstants(range: DateRange): { from: string; to: string; days: number } | null {
  const first = parseDay(range.firstDay);
  const last = parseDay(range.lastDay);
  if (!first || !last || last < first) return null;
  const end = localMidnight(last, 1);
  const days = Math.round((end.getTime() - first.getTime()) / 86_400_000);
  return { from: first.toISOString(), to: end.toISOString(), days };
}

/** Where "today" starts for this browser, for the figures that count today's calls. */
export function todayFromIso(now = new Date()): string {
  return localMidnight(now).toISOString();
}
