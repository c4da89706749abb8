// The overview's range: a preset of the calls screen's (today by default) or two days, and how its figures and
// the span before it are named.
import { rangeInstants, presetRange, type DateRange } from '../../lib/date-range';

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

const NAMES: Record<Exclude<DateRange['preset'], 'custom'>, { current: string; previous: string }> = {
  today: { current: 'Today', previous: 'Yesterday' },
  yesterday: { current: 'Yesterday', previous: 'The day before' },
  last7: { current: 'Last 7 days', previous: 'The 7 days before' },
  last30: { current: 'Last 30 days', previous: 'The 30 days before' },
};

/** The instants to ask for: a preset counted from `now` (so today follows midnight), custom days as chosen. */
export function overviewInstants(range: DateRange, now = new Date()) {
  return rangeInstants(range.preset === 'custom' ? range : presetRange(range.preset, now));
}

export function rangeNames(range: DateRange, days: number): { current: string; previous: string } {
  if (range.preset !== 'custom') return NAMES[range.preset];
  const [y1, m1, d1] = range.firstDay.split('-').map(Number);
  const [y2, m2, d2] = range.lastDay.split('-').map(Number);
  const first = dayFormat.format(new Date(y1!, m1! - 1, d1));
  const last = dayFormat.format(new Date(y2!, m2! - 1, d2));
  return {
    current: first === last ? first : `${first} – ${last}`,
    previous: days === 1 ? 'The day before' : `The ${days} days before`,
  };
}
