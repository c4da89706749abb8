import { PhoneCall } from 'lucide-react';
import { errorMessage } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { fetchLeadCalls } from './api';
import { CallStatusBadge } from './CallStatusBadge';
import { duration, shortDateTime } from './format';

const SHOWN = 20;

/** The calls to one lead, newest first (the last 20), for its history. */
export function LeadCalls({ leadId }: { leadId: number }) {
  const { value: page, failed, error } = useLoad((signal) => fetchLeadCalls(leadId, SHOWN, signal), [leadId]);

  if (failed) return <p className="text-sm text-red-700">{errorMessage(error, 'The calls could not be loaded.')}</p>;
  if (!page) return <p className="text-sm text-slate-500">Loading calls…</p>;
  const calls = page.calls;
  if (calls.length === 0) return <p className="text-sm text-slate-500">No calls to this lead yet.</p>;
  return (
    <div className="space-y-2">
      <ul aria-label="Calls to this lead" className="space-y-2">
        {calls.map((call) => (
          <li key={call.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-4 py-2.5 text-sm">
            <PhoneCall className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <time className="text-slate-700" dateTime={call.createdAt}>
              {shortDateTime(call.createdAt)}
            </time>
            <CallStatusBadge status={call.status} abandoned={call.abandoned} />
            <span className="text-slate-600">{call.campaign?.name ?? 'No campaign'}</span>
            <span className="text-slate-600">{call.agent?.name ?? ''}</span>
            {call.talkSeconds !== null && <span className="text-slate-600">Talk {duration(call.talkSeconds)}</span>}
            <span className="ml-auto font-medium text-slate-800">
              {call.disposition ? `${call.disposition.emoji ? `${call.disposition.emoji} ` : ''}${call.disposition.label}` : 'No disposition'}
            </span>
          </li>
        ))}
      </ul>
      {page.nextCursor !== null && <p className="text-xs text-slate-500">Older calls are on Calls, filtered by this lead's number.</p>}
    </div>
  );
}
