import type { NamedCounts } from '../../entities/calls/types';

/** Agents shown; the others are counted under the chart. */
const MOST = 10;

const MEASURES = [
  { key: 'calls', label: 'Calls', bar: 'bg-primary-500' },
  { key: 'contacts', label: 'Contacts', bar: 'bg-amber-500' },
  { key: 'conversions', label: 'Conversions', bar: 'bg-emerald-500' },
] as const;

/** Each agent's calls, contacts and conversions in the range as bars on one scale, most calls first. */
export function AgentsChart({ agents }: { agents: NamedCounts[] }) {
  const people = agents.filter((a) => a.id !== null);
  const withoutAgent = agents.find((a) => a.id === null)?.calls ?? 0;
  if (people.length === 0) {
    return <p className="text-sm text-slate-500">No agent worked a call in this range.</p>;
  }
  const shown = people.slice(0, MOST);
  const most = Math.max(1, ...shown.map((a) => a.calls));
  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden="true">
        {MEASURES.map(({ label, bar }) => (
          <li key={label} className="inline-flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${bar}`} />
            {label}
          </li>
        ))}
      </ul>
      <ul aria-label="Calls per agent" className="space-y-3">
        {shown.map((agent) => (
          <li
            key={agent.id}
            aria-label={`${agent.name}: ${agent.calls} calls, ${agent.contacts} contacts, ${agent.conversions} conversions`}
            className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm"
            data-testid="agent-figures"
          >
            <span className="truncate text-slate-700" title={agent.name}>
              {agent.name}
            </span>
            <span className="space-y-0.5" aria-hidden="true">
              {MEASURES.map(({ key, bar }) => (
                <span key={key} className="block h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <span className={`block h-full rounded-full ${bar}`} style={{ width: `${(agent[key] / most) * 100}%` }} />
                </span>
              ))}
            </span>
            <span className="text-right text-xs text-slate-600 tabular-nums" aria-hidden="true">
              <span className="font-semibold text-slate-900">{agent.calls}</span> / {agent.contacts} / {agent.conversions}
            </span>
          </li>
        ))}
      </ul>
      {(people.length > MOST || withoutAgent > 0) && (
        <p className="text-xs text-slate-500">
          {people.length > MOST && `${people.length - MOST} more agents in the Calls screen's analytics. `}
          {withoutAgent > 0 && `${withoutAgent.toLocaleString('en-US')} calls reached no agent (unanswered, machines, abandoned).`}
        </p>
      )}
    </div>
  );
}
