// The analytics' counts as chart bars: per hour for a one-day range, else per day of the browser's own time — the
// server's days when it was asked for them (seriesQuery), else its hours summed here.
import { ApiError } from '../../lib/api-client';
import { dayKey, localMidnight } from '../../lib/date-range';
import type { CallAnalytics } from './types';

export interface ChartSeries {
  /** Per hour or per day. */
  unit: 'hour' | 'day';
  /** Bar starts, Unix seconds (uPlot's x unit). */
  x: number[];
  calls: number[];
  answered: number[];
}

/** Longer than a day (a day of a clock change has 25 hours): the server is asked for days instead of hours. */
export function seriesQuery(from: string, to: string): Record<string, string> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const longerThanADay = Date.parse(to) - Date.parse(from) > 25 * 3600 * 1000;
  return longerThanADay && zone ? { per: 'day', tz: zone } : {};
}

/**
 * Runs `get` with seriesQuery's parameters; a server that does not know the browser's zone (400 naming tz) is
 * asked again for hours, which chartSeries groups into days here.
 */
export async function withSeries<T>(from: string, to: string, get: (series: Record<string, string>) => Promise<T>): Promise<T> {
  const series = seriesQuery(from, to);
  if (!series.tz) return get({});
  try {
    return await get(series);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && 'tz' in error.details) return get({});
    throw error;
  }
}

export function chartSeries(
  analytics: { hours?: CallAnalytics['hours'] | undefined; days?: CallAnalytics['days'] | undefined },
  days: number,
): ChartSeries {
  if (analytics.days) {
    return {
      unit: 'day',
      x: analytics.days.map((d) => new Date(d.start).getTime() / 1000),
      calls: analytics.days.map((d) => d.calls),
      answered: analytics.days.map((d) => d.answered),
    };
  }
  const hours = analytics.hours ?? [];
  if (days <= 1) {
    return {
      unit: 'hour',
      x: hours.map((h) => new Date(h.hour).getTime() / 1000),
      calls: hours.map((h) => h.calls),
      answered: hours.map((h) => h.answered),
    };
  }
  const byDay = new Map<string, { start: Date; calls: number; answered: number }>();
  for (const h of hours) {
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
