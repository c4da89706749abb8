import { useCallback, useEffect, useMemo, useState } from 'react';
import { BarChart3, History, PhoneCall, PhoneOutgoing } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';
import { LiveIndicator } from '../../components/ui/LiveIndicator';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs } from '../../components/ui/Tabs';
import { fetchAgents } from '../../entities/agents/api';
import type { Agent } from '../../entities/agents/types';
import type { Call } from '../../entities/calls/types';
import { fetchCampaigns } from '../../entities/campaigns/api';
import type { Campaign } from '../../entities/campaigns/types';
import { fetchDispositions } from '../../entities/dispositions/api';
import type { Disposition } from '../../entities/dispositions/types';
import { presetRange, rangeInstants } from '../../lib/date-range';
import type { CallFilter } from './types';
import { AnalyticsPanel } from './AnalyticsPanel';
import { CallDetailDrawer } from './CallDetailDrawer';
import { CallFilters, type CallFilterValues } from './CallFilters';
import { CallsTable } from './CallsTable';
import { LiveCallPanel } from './LiveCallPanel';
import { PlaceCallDialog } from './PlaceCallDialog';
import { useCallHistory } from './use-call-history';

type TabId = 'history' | 'analytics';

/** Route /calls (admins): the call history with filters and each call's detail, the analytics, and placing a call. */
export function CallsPage() {
  const [tab, setTab] = useState<TabId>('history');
  const [values, setValues] = useState<CallFilterValues>(() => ({
    range: presetRange('last7'),
    campaignId: '',
    agentId: '',
    outcome: '',
    phone: '',
  }));
  const [campaigns, setCampaigns] = useState<Campaign[]>([]);
  const [agents, setAgents] = useState<Agent[] | null>(null);
  const [dispositions, setDispositions] = useState<Disposition[]>([]);
  const [openCallId, setOpenCallId] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<Call | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const warn = (what: string) => (caught: unknown) => {
      if (!controller.signal.aborted) console.warn(`Loading the ${what} for the filters failed`, caught);
    };
    fetchCampaigns(controller.signal).then(setCampaigns).catch(warn('campaigns'));
    fetchAgents(false, controller.signal).then(setAgents).catch(warn('agents'));
    fetchDispositions(controller.signal).then(setDispositions).catch(warn('dispositions'));
    return () => controller.abort();
  }, []);

  const range = rangeInstants(values.range);
  const filter = useMemo<CallFilter | null>(
    () =>
      range && {
        from: range.from,
        to: range.to,
        campaignId: values.campaignId,
        agentId: values.agentId,
        outcome: values.outcome,
        phone: values.phone,
      },
    [range?.from, range?.to, values.campaignId, values.agentId, values.outcome, values.phone],
  );
  const history = useCallHistory(filter);
  const analyticsRange = useMemo(() => range, [range?.from, range?.to]);
  const closeDetail = useCallback(() => setOpenCallId(null), []);
  const filtered = values.campaignId || values.agentId || values.outcome || values.phone;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Call History"
        titleAside={
          <LiveIndicator status={history.live} offlineLabel="Updates every 30 s" offlineTitle="Live updates are off; the history reloads every 30 seconds." />
        }
        description="Call history and analytics"
        actions={
          <Button onClick={() => setPlacing(true)}>
            <PhoneOutgoing className="size-4" aria-hidden="true" />
            Place a call
          </Button>
        }
      />
      {placed && (
        <LiveCallPanel placed={placed} onDismiss={() => setPlaced(null)} onOpenDetail={(id) => setOpenCallId(id)} />
      )}
      <Card>
        <CardContent>
          <CallFilters
            values={values}
            onChange={setValues}
            campaigns={campaigns}
            agents={agents}
            dispositions={dispositions}
          />
        </CardContent>
      </Card>
      <div className="@container">
        <Tabs
          label="Calls"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: 'history',
              label: 'History',
              icon: History,
              content: (
                <HistoryPanel
                  history={history}
                  incomplete={!range}
                  filtered={Boolean(filtered)}
                  selectedId={openCallId}
                  onOpen={(call) => setOpenCallId(call.id)}
                />
              ),
            },
            {
              id: 'analytics',
              label: 'Analytics',
              icon: BarChart3,
              content: (
                <AnalyticsPanel
                  range={analyticsRange}
                  active={tab === 'analytics'}
                  campaignId={values.campaignId}
                  agentId={values.agentId}
                />
              ),
            },
          ]}
        />
      </div>
      <CallDetailDrawer callId={openCallId} onClose={closeDetail} dispositions={dispositions} />
      <PlaceCallDialog
        open={placing}
        campaigns={campaigns}
        onClose={() => setPlacing(false)}
        onPlaced={(call) => {
          setPlacing(false);
          setPlaced(call);
        }}
      />
    </div>
  );
}

interface HistoryPanelProps {
  history: ReturnType<typeof useCallHistory>;
  incomplete: boolean;
  filtered: boolean;
  selectedId: number | null;
  onOpen: (call: Call) => void;
}

function HistoryPanel({ history, incomplete, filtered, selectedId, onOpen }: HistoryPanelProps) {
  const { calls, nextCursor, loadFailed, loadingMore, moreFailed, reload, loadMore } = history;
  if (incomplete) return <p className="text-sm text-slate-500">Choose both dates, the first on or before the last.</p>;
  if (loadFailed) return <LoadFailed text="Failed to load the call history." onRetry={reload} />;
  if (!calls) return <p className="text-sm text-slate-500">Loading calls…</p>;
  if (calls.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid="calls-empty">
        <PhoneCall className="size-8 text-slate-300" aria-hidden="true" />
        <p className="font-semibold text-slate-900">No calls yet</p>
        <p className="max-w-md text-sm text-slate-600">
          {filtered
            ? 'No call matches these filters in this date range. Widen the dates or clear a filter.'
            : 'Calls placed in this date range show up here as they happen. Use “Place a call” to make one.'}
        </p>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <CallsTable calls={calls} selectedId={selectedId} onOpen={onOpen} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
        <span data-testid="calls-count">
          {calls.length.toLocaleString()} call{calls.length === 1 ? '' : 's'}
          {nextCursor ? ' shown' : ''}
        </span>
        {moreFailed && <span className="text-red-700">More calls could not be loaded.</span>}
        {nextCursor && (
          <Button variant="outline" size="sm" busy={loadingMore} onClick={loadMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </div>
    </Card>
  );
}
