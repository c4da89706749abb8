import { dayAndTimeSeconds, dayMonthYear, timeSeconds } from './format';

/**
 * A moment in a call's timeline: its time alone when it fell on the day the call was placed (shown beside it),
 * with the day when the call ran past midnight; "—" when it never happened.
 */
export function MomentOfCall({ at, placedAt }: { at: string | null; placedAt: string }) {
  if (!at) return <span className="text-slate-500">—</span>;
  return (
    <time dateTime={at} className="whitespace-nowrap tabular-nums">
      {dayMonthYear(at) === dayMonthYear(placedAt) ? timeSeconds(at) : dayAndTimeSeconds(at)}
    </time>
  );
}
