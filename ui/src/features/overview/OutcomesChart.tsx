import type { OutcomeCount } from '../../entities/overview/types';

/** The shown outcomes; the rest are summed into "Other outcomes". */
const MOST = 8;

/** The calls given each disposition in the range, as horizontal bars, most first. */
export function OutcomesChart({ outcomes }: { outcomes: OutcomeCount[] }) {
  if (outcomes.length === 0) return <p className="text-sm text-slate-500">No call was given an outcome in this range.</p>;
  const shown = outcomes.slice(0, MOST);
  const rest = outcomes.slice(MOST).reduce((sum, o) => sum + o.calls, 0);
  const rows = rest > 0 ? [...shown, { code: '', label: 'Other outcomes', emoji: '', calls: rest }] : shown;
  const total = outcomes.reduce((sum, o) => sum + o.calls, 0);
  const most = Math.max(...rows.map((o) => o.calls));
  return (
    <ul aria-label="Calls by outcome" className="space-y-3">
      {rows.map((o) => (
        <li key={o.code || 'other'} className="space-y-1 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="truncate text-slate-700" title={o.label}>
              {o.emoji && <span aria-hidden="true">{o.emoji} </span>}
              {o.label}
            </span>
            <span className="shrink-0 font-medium text-slate-900 tabular-nums" data-testid={`outcome-${o.code || 'other'}`}>
              {o.calls.toLocaleString('en-US')}
              <span className="ml-1.5 text-xs font-normal text-slate-500">{Math.round((o.calls / total) * 100)}%</span>
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full rounded-full bg-primary-500" style={{ width: `${(o.calls / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
