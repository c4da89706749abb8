import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { TABLE_HEAD } from '../../components/ui/table-classes';
import { chartSeries } from '../../entities/calls/analytics-series';
import { duration, percent } from '../../entities/calls/format';
import type { CallCounts, NamedCounts } from '../../entities/calls/types';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { useLoad } from '../../lib/use-load';
import { fetchAnalytics } from './api';
import { CallsChart } from './CallsChart';

const FALLBACK_POLL_MS = 60_000;

export interface AnalyticsPanelProps {
  /** [from, to) and how many local days it spans; null while the custom dates are incomplete. */
  range: { from: string; to: string; days: number } | null;
  /** Whether the panel is on screen: hidden tabs do not fetch. */
  active: boolean;
  /** The campaign and agent the filters chose ("" for all). */
  campaignId: string;
  agentId: string;
}

/** Totals, calls per hour or day, and the per-campaign and per-agent tables for the range (admins). */
export function AnalyticsPanel({ range, active, campaignId, agentId }: AnalyticsPanelProps) {
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const loaded = useLoad(
    active && from ? (signal) => fetchAnalytics(from, to, { campaignId, agentId }, signal) : null,
    [active, from, to, campaignId, agentId],
    { what: 'call analytics' },
  );
  const analytics = loaded.value;
  // A failure shows only where there are no figures; a live reload that fails keeps the ones shown.
  const failed = loaded.failed && !analytics;
  // While the failure shows, Try Again asks again, not the live events.
  useLiveRefresh(
    ['call.changed'],
    () => {
      if (!failed) loaded.reload();
    },
    { fallbackMs: FALLBACK_POLL_MS },
  );

  const series = useMemo(() => (analytics && range ? chartSeries(analytics, range.days) : null), [analytics, range?.days]);

  if (!range) return <p className="text-sm text-slate-500">Choose both dates to see the analytics.</p>;
  // Try Again shows "Loading" while it asks.
  if (failed && !loaded.loading) return <LoadFailed text="Failed to load the call analytics." onRetry={loaded.reload} />;
  // Not fetched while the tab is hidden: nothing to say until it is opened.
  if (!active && !analytics) return null;
  if (!analytics || !series) return <p className="text-sm text-slate-500">Loading analytics…</p>;
  const t = analytics.totals;
  return (
    <div className="space-y-6" data-testid="call-analytics">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
        <Tile label="Calls" value={t.calls.toLocaleString()} note={`${t.answered.toLocaleString()} answered`} />
        <Tile label="Answer rate" value={percent(t.answered, t.calls)} note="answered ÷ calls" />
        <Tile label="Contact rate" value={percent(t.contacts, t.calls)} note="reached the lead ÷ calls" />
        <Tile label="Conversion rate" value={percent(t.conversions, t.calls)} note={`${t.conversions} conversions`} />
        <Tile label="Average talk time" value={t.answered ? duration(t.talkSeconds / t.answered) : '—'} note="per answered call" />
        <Tile label="Abandon rate" value={percent(t.abandoned, t.human)} note="abandoned ÷ answered by a person" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="text-base">
            {series.unit === 'hour' ? 'Calls per hour' : 'Calls per day'}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CallsChart series={series} label={series.unit === 'hour' ? 'Calls per hour' : 'Calls per day'} />
        </CardContent>
      </Card>
      <div className="grid gap-6 2xl:grid-cols-2">
        <BreakdownTable title="By campaign" noun="Campaign" rows={analytics.campaigns} testId="analytics-campaigns" />
        <BreakdownTable title="By agent" noun="Agent" rows={analytics.agents} testId="analytics-agents" />
      </div>
    </div>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card role="group" aria-label={label} className="px-5 py-4">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums" data-testid="tile-value">
        {value}
      </p>
      <p className="text-xs text-slate-500">{note}</p>
    </Card>
  );
}

const CELL = 'px-3 py-2 first:pl-5 last:pr-5';
const NUMBER = `${CELL} text-right whitespace-nowrap tabular-nums`;

function BreakdownTable({ title, noun, rows, testId }: { title: string; noun: string; rows: NamedCounts[]; testId: string }) {
  return (
    // min-w-0: a grid item would otherwise grow to its table's width instead of letting the table scroll.
    <Card className="min-w-0">
      <CardHeader className="pb-3">
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      {rows.length === 0 ? (
        <p className="px-6 pb-6 text-sm text-slate-500">No calls in this range.</p>
      ) : (
        <div className="overflow-x-auto pb-2">
          <table className="w-full text-left text-sm" data-testid={testId}>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={CELL}>{noun}</th>
                <th scope="col" className={`${CELL} text-right`}>Calls</th>
                <th scope="col" className={`${CELL} text-right`}>Answered</th>
                <th scope="col" className={`${CELL} text-right`}>Contacts</th>
                <th scope="col" className={`${CELL} text-right`}>Conv.</th>
                <th scope="col" className={`${CELL} text-right`}>Talk</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id ?? 'none'}>
                  <th scope="row" className={`${CELL} font-medium text-slate-900`}>{row.name}</th>
                  <td className={NUMBER}>{row.calls.toLocaleString()}</td>
                  <td className={NUMBER}>{rateCell(row, 'answered')}</td>
                  <td className={NUMBER}>{rateCell(row, 'contacts')}</td>
                  <td className={NUMBER}>{rateCell(row, 'conversions')}</td>
                  <td className={NUMBER}>{duration(row.talkSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function rateCell(row: CallCounts, key: 'answered' | 'contacts' | 'conversions') {
  return (
    <>
      {row[key].toLocaleString()} <span className="text-xs text-slate-500">({percent(row[key], row.calls)})</span>
    </>
  );
}
