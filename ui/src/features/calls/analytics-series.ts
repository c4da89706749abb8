// The analytics' hourly counts (UTC hours from the server) as chart bars: per hour for a one-day range, else
// summed per day in the browser's local time.
import { dayKey, localMidnight } from './date-range';
import type { CallAnalytics } from './types';

export interface ChartSeries {
  /** Per hour or per day. */
  unit: 'hour' | 'day';
  /** Bar starts, Unix seconds (uPlot's x unit). */
  x: number[];
  calls: number[];
  answered: number[];
}

export function chartSeries(analytics: Pick<CallAnalytics, 'hours'>, days: number): ChartSeries {
  if (days <= 1) {
    return {
      unit: 'hour',
      x: analytics.hours.map((h) => new Date(h.hour).getTime() / 1000),
      calls: analytics.hours.map((h) => h.calls),
      answered: analytics.hours.map((h) => h.answered),
    };
  }
  const byDay = new Map<string, { start: Date; calls: number; answered: number }>();
  for (const h of analytics.hours) {
    const start = localMidnight(new Date(h.hour));
    const key = dayKey(start);
    const day = byDay.get(key) ?? { start, calls: 0, answered: 0 };
    day.calls += h.calls;
    day.answered += h.answered;
    byDay.set(key, day);
  }
  const ordered = [...byDay.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
  return {
    unit: 'day',
    x: ordered.map((d) => d.start.getTime() / 1000),
    calls: ordered.map((d) => d.calls),
    answered: ordered.map((d) => d.answered),
  };
}
