import { Gauge } from 'lucide-react';
import type { AgentMetrics } from '../../entities/agents/types';
import { SideCard } from './SideCard';
import { spokenDuration } from './spoken-duration';
import { useMetricsToday } from './use-metrics-today';

interface Figure {
  key: string;
  label: string;
  value: (m: AgentMetrics) => string;
}

// Counts are shown as they are; a duration without calls behind it (talk, handle time) has nothing to say: "—".
const FIGURES: readonly Figure[] = [
  { key: 'calls', label: 'Calls', value: (m) => String(m.calls) },
  { key: 'talk', label: 'Talk time', value: (m) => (m.calls > 0 ? spokenDuration(m.talkSeconds) : '—') },
  { key: 'contacts', label: 'Contacts', value: (m) => String(m.contacts) },
  { key: 'conversions', label: 'Conversions', value: (m) => String(m.conversions) },
  { key: 'handle', label: 'Avg handle time', value: (m) => spokenDuration(m.averageHandleSeconds) },
  { key: 'paused', label: 'Time paused', value: (m) => spokenDuration(m.pausedSeconds) },
];

/** "Metrics today": the agent's calls and time since its local midnight. */
export function MetricsTodayCard() {
  const { value: metrics, error, reload } = useMetricsToday();
  return (
    <SideCard
      title="Metrics today"
      icon={Gauge}
      error={error}
      onRetry={reload}
      loading={metrics === null ? 'Loading your figures…' : null}
    >
      {metrics && (
        <dl className="grid grid-cols-2 gap-2">
          {FIGURES.map((figure) => (
            <div key={figure.key} className="rounded-lg bg-slate-50 px-3 py-2" data-testid={`metric-${figure.key}`}>
              <dt className="text-xs text-slate-500">{figure.label}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{figure.value(metrics)}</dd>
            </div>
          ))}
        </dl>
      )}
    </SideCard>
  );
}
