// The overview's calls per hour (a day) or per local day (longer ranges) beside the same span just before it,
// matched bar by bar: hour 9 today against hour 9 yesterday.
import { chartSeries } from '../../entities/calls/analytics-series';
import type { OverviewFigures } from '../../entities/overview/types';

export interface ComparisonSeries {
  unit: 'hour' | 'day';
  /** Bar starts of the chosen range, Unix seconds. */
  x: number[];
  current: number[];
  /** The span before, by position; a day with fewer hours (DST) leaves the last ones null. */
  previous: Array<number | null>;
}

export function comparisonSeries(
  figures: Pick<OverviewFigures, 'hours' | 'previousHours' | 'days' | 'previousDays'>,
  days: number,
): ComparisonSeries {
  const current = chartSeries({ hours: figures.hours, days: figures.days }, days);
  const previous = chartSeries({ hours: figures.previousHours, days: figures.previousDays }, days);
  return {
    unit: current.unit,
    x: current.x,
    current: current.calls,
    previous: current.x.map((_x, index) => previous.calls[index] ?? null),
  };
}
