import { api } from '../../lib/api-client';
import { withSeries } from '../calls/analytics-series';
import type { OverviewFigures } from './types';

/** Today in the viewer's own time: from its midnight to the next. */
export function todayRange(now = new Date()): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function fetchOverview(range: { from: string; to: string }, signal?: AbortSignal): Promise<OverviewFigures> {
  return withSeries(range.from, range.to, (series) =>
    api.get<OverviewFigures>(`/overview?${new URLSearchParams({ ...range, ...series })}`, signal),
  );
}
