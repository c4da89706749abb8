import { localTime } from '../../entities/calls/format';
import { cn } from '../../lib/class-names';
import type { CallEvent } from './types';

const KIND_LABELS: Record<CallEvent['kind'], string> = {
  placed: 'Placed',
  agent: 'Agent',
  status: 'Lead',
  abandoned: 'Abandoned',
  amd: 'Answering machine detection',
  recording: 'Recording',
  hangup: 'Hang-up',
  hold: 'Hold',
  opt_out: 'Opt-out',
  error: 'Error',
};

const STATUS_WORDS: Record<string, string> = {
  queued: 'queued',
  initiated: 'dialing',
  ringing: 'ringing',
  'in-progress': 'answered',
  completed: 'completed',
  busy: 'busy',
  'no-answer': 'no answer',
  failed: 'failed',
  canceled: 'canceled',
  connected: 'connected',
  human: 'a person answered',
  held: 'on hold',
  resumed: 'off hold',
};

function headline(event: CallEvent): string {
  const word = STATUS_WORDS[event.status] ?? event.status.replace(/_/g, ' ');
  return `${KIND_LABELS[event.kind] ?? event.kind}: ${word}`;
}

/**
 * What happened to a call, oldest first, as the server recorded it. A report that arrived after the call had
 * moved on is shown, struck through the middle, as "late — ignored": it changed nothing.
 */
export function CallTimeline({ events }: { events: CallEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">Nothing has happened yet.</p>;
  return (
    <ol className="relative space-y-3 border-l border-slate-200 pl-5" aria-label="Timeline" data-testid="call-timeline">
      {events.map((event, index) => {
        // The agent leg's progress never moves the call (only the lead's leg does), so the server files it as
        // "late"; it is not a report that came too late.
        const late = event.late && event.kind !== 'agent';
        return (
          <li key={index} className="relative" data-testid="timeline-event" data-late={late || undefined}>
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ring-white',
                event.kind === 'error' ? 'bg-red-500' : late ? 'bg-slate-300' : 'bg-primary-500',
              )}
            />
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className={cn('text-sm font-medium', late ? 'text-slate-500' : 'text-slate-900')}>
                {headline(event)}
              </span>
              {late && (
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">
                  late — ignored
                </span>
              )}
              <time dateTime={event.at} className="ml-auto text-xs text-slate-500 tabular-nums">
                {localTime(event.at)}
              </time>
            </div>
            {event.detail && <p className="text-xs break-words text-slate-500">{event.detail}</p>}
          </li>
        );
      })}
    </ol>
  );
}
