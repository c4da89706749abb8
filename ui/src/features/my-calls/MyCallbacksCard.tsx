import { CalendarClock } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/class-names';
import { SideCard } from './SideCard';
import type { ScheduledCallback } from './types';
import { useMyCallbacks } from './use-my-callbacks';

const localFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** "Fri, Nov 27, 10:30": a lead-local wall-clock time, shown as written (never moved into the agent's zone). */
function wallClock(local: string): string {
  const date = new Date(`${local.slice(0, 16)}:00Z`);
  return Number.isNaN(date.getTime()) ? local : localFormat.format(date);
}

function overdueLine(count: number): string {
  return count === 1 ? '1 callback is overdue' : `${count} callbacks are overdue`;
}

function CallbackItem({ callback, calling }: { callback: ScheduledCallback; calling: boolean }) {
  // The one the agent is calling now is late no more.
  const overdue = callback.overdue && !calling;
  return (
    <li
      data-testid="my-callback"
      data-overdue={overdue || undefined}
      className={cn('rounded-lg border px-3 py-2.5', overdue ? 'border-red-200 bg-red-50/70' : 'border-slate-200')}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <p className="font-medium text-slate-900">{callback.lead.name || callback.lead.phone}</p>
        <p className="text-xs text-slate-500 tabular-nums">{callback.lead.phone}</p>
      </div>
      <p className={cn('text-sm tabular-nums', overdue ? 'font-medium text-red-800' : 'text-slate-700')}>
        {wallClock(callback.localTime)} <span className="text-xs text-slate-500">({callback.timezone})</span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
        <span>{callback.campaign.name}</span>
        <Badge tone="neutral">{callback.mineOnly ? 'Only me' : 'Anyone'}</Badge>
        {calling ? (
          <Badge tone="info">Calling now</Badge>
        ) : (
          callback.status === 'queued' && <Badge tone="info">In the queue</Badge>
        )}
        {overdue && <Badge tone="error">Overdue</Badge>}
      </p>
      {callback.note && <p className="mt-1 text-sm break-words text-slate-600">{callback.note}</p>}
    </li>
  );
}

/**
 * "My callbacks": the callbacks the agent may take, soonest first, the overdue ones flagged — except the one whose
 * lead the agent holds now (`callingLeadId`), which is being called.
 */
export function MyCallbacksCard({ callingLeadId }: { callingLeadId: number | null }) {
  const { callbacks, error, reload } = useMyCallbacks();
  const overdue = callbacks?.filter((c) => c.overdue && c.lead.id !== callingLeadId).length ?? 0;
  return (
    <SideCard
      title="My callbacks"
      icon={CalendarClock}
      error={error}
      onRetry={reload}
      loading={callbacks === null ? 'Loading your callbacks…' : null}
    >
      {callbacks?.length === 0 && <p className="text-sm text-slate-500">No callbacks scheduled.</p>}
      {overdue > 0 && <Alert tone="warning">{overdueLine(overdue)}</Alert>}
      {callbacks && callbacks.length > 0 && (
        <ul className="space-y-2" aria-label="Callbacks">
          {callbacks.map((callback) => (
            <CallbackItem key={callback.id} callback={callback} calling={callback.lead.id === callingLeadId} />
          ))}
        </ul>
      )}
    </SideCard>
  );
}
