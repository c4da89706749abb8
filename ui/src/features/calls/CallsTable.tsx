import { AudioLines } from 'lucide-react';
import { TABLE_HEAD, WIDE_ONLY } from '../../components/ui/table-classes';
import { CallStatusBadge } from '../../entities/calls/CallStatusBadge';
import { ANSWERED_BY, duration, localDateTime, shortDateTime } from '../../entities/calls/format';
import type { Call } from '../../entities/calls/types';
import { cn } from '../../lib/class-names';

const CELL = 'px-3 py-2.5 align-top first:pl-5 last:pr-5';

export interface CallsTableProps {
  calls: Call[];
  /** The call whose detail is open, highlighted. */
  selectedId: number | null;
  onOpen: (call: Call) => void;
}

/**
 * The history, newest first. Each row opens the call's detail from its time (a button, so the keyboard reaches
 * it). Who answered shows under the status; below 48rem the phone, campaign and agent fold under the lead.
 */
export function CallsTable({ calls, selectedId, onOpen }: CallsTableProps) {
  return (
    <div className="@container relative overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="calls-table">
        <thead className={TABLE_HEAD}>
          <tr>
            <th scope="col" className={CELL}>Time</th>
            <th scope="col" className={CELL}>Lead</th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>Phone</th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>Campaign</th>
            <th scope="col" className={cn(CELL, WIDE_ONLY)}>Agent</th>
            <th scope="col" className={CELL}>Status</th>
            <th scope="col" className={cn(CELL, 'text-right')}>Talk</th>
            <th scope="col" className={CELL}>Disposition</th>
            <th scope="col" className={CELL}>
              <span className="sr-only">Recording</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {calls.map((call) => (
            <tr
              key={call.id}
              data-testid={`call-row-${call.id}`}
              className={cn('hover:bg-slate-50', call.id === selectedId && 'bg-primary-50/60 hover:bg-primary-50/60')}
            >
              <td className={cn(CELL, 'whitespace-nowrap')}>
                <button
                  type="button"
                  onClick={() => onOpen(call)}
                  aria-label={`Open the call to ${call.lead?.name || call.to} at ${localDateTime(call.createdAt)}`}
                  className={cn(
                    'cursor-pointer rounded font-medium text-primary-700 tabular-nums hover:underline',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  )}
                >
                  {shortDateTime(call.createdAt)}
                </button>
              </td>
              <td className={CELL}>
                <span className="font-medium text-slate-900">{call.lead?.deleted ? 'Deleted lead' : call.lead?.name || 'Unknown lead'}</span>
                <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums @3xl:hidden">{call.to}</span>
                <span className="block text-xs text-slate-500 @3xl:hidden">
                  {[call.campaign?.name, call.agent?.name].filter(Boolean).join(' · ')}
                </span>
              </td>
              <td className={cn(CELL, WIDE_ONLY, 'whitespace-nowrap text-slate-700 tabular-nums')}>{call.to}</td>
              <td className={cn(CELL, WIDE_ONLY, 'text-slate-700')}>{call.campaign?.name ?? '—'}</td>
              <td className={cn(CELL, WIDE_ONLY, 'text-slate-700')}>{call.agent?.name ?? '—'}</td>
              <td className={CELL}>
                <CallStatusBadge status={call.status} abandoned={call.abandoned} />
                {call.answeredBy && (
                  <span className="mt-1 block text-xs text-slate-500">Answered by {ANSWERED_BY[call.answeredBy].toLowerCase()}</span>
                )}
              </td>
              <td className={cn(CELL, 'text-right whitespace-nowrap text-slate-700 tabular-nums')}>
                {duration(call.talkSeconds)}
              </td>
              <td className={cn(CELL, 'text-slate-700')}>
                {call.disposition ? (
                  <span className="whitespace-nowrap">
                    {call.disposition.emoji && <span aria-hidden="true">{call.disposition.emoji} </span>}
                    {call.disposition.label}
                  </span>
                ) : (
                  <span className="text-slate-400">—</span>
                )}
              </td>
              <td className={CELL}>
                {call.hasRecording && (
                  <span title="Recorded" className="inline-flex text-slate-500" data-testid="has-recording">
                    <AudioLines className="size-4" aria-hidden="true" />
                    <span className="sr-only">Recorded</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
