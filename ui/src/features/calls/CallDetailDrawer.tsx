import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PhoneOff, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { hangUpCall } from '../../entities/calls/api';
import { CallStatusBadge } from '../../entities/calls/CallStatusBadge';
import { ANSWERED_BY, duration, isFinal, localDateTime } from '../../entities/calls/format';
import type { Disposition } from '../../entities/dispositions/types';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/class-names';
import { useLiveLoad } from '../../lib/use-load';
import { useModalFocus } from '../../lib/use-modal-focus';
import { fetchCall } from './api';
import { CallTimeline } from './CallTimeline';
import { RecordingPlayer } from './RecordingPlayer';
import { CallOutcomeForm } from './CallOutcomeForm';

export interface CallDetailDrawerProps {
  /** null: closed. */
  callId: number | null;
  onClose: () => void;
  /** The organization's dispositions, for the outcome form. */
  dispositions: Disposition[];
}

/**
 * One call from the side: its facts, the recording and the timeline, kept fresh while it changes. A modal panel:
 * focus moves in, Tab stays inside, Escape and the × close it, and focus returns to the row that opened it.
 */
export function CallDetailDrawer({ callId, onClose, dispositions }: CallDetailDrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const open = callId !== null;
  useModalFocus(open, panelRef, onClose);
  const loaded = useLiveLoad(
    ['call.changed'],
    callId === null ? null : (signal) => fetchCall(callId, signal),
    [callId],
    { what: 'call', accept: (event) => event.data.callId === callId },
  );
  const { value: call, failed: loadFailed, reload } = loaded;
  const [hangingUp, setHangingUp] = useState(false);
  /** The hang-up went through and the call is asked again: the button stays busy until it answers. */
  const [reloadingAfterHangUp, setReloadingAfterHangUp] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setError(null), [callId]);
  useEffect(() => setReloadingAfterHangUp(false), [call, loaded.error]);

  async function hangUp() {
    if (!call) return;
    setHangingUp(true);
    try {
      await hangUpCall(call.id);
      setReloadingAfterHangUp(true);
      reload();
    } catch (caught) {
      console.warn('Hanging up failed', caught);
      setError(errorMessage(caught, 'The call could not be hung up.'));
    } finally {
      setHangingUp(false);
    }
  }
  const hangUpBusy = hangingUp || (reloadingAfterHangUp && loaded.loading);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="call-detail"
        className="fixed inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-2xl outline-none"
      >
        <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-lg font-semibold text-slate-900">
              {call ? `Call to ${call.lead?.name || call.to}` : 'Call'}
            </h2>
            {call && <p className="text-sm text-slate-500">{localDateTime(call.createdAt, true)}</p>}
          </div>
          <button
            type="button"
            data-dialog-close
            aria-label="Close"
            onClick={onClose}
            className={cn(
              '-mr-2 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500',
              'hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-primary-600',
            )}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">
          {loadFailed && <LoadFailed text="Failed to load the call." onRetry={reload} />}
          {!call && !loadFailed && <p className="text-sm text-slate-500">Loading the call…</p>}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {call && (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <CallStatusBadge status={call.status} abandoned={call.abandoned} />
                {!isFinal(call.status) && (
                  <Button variant="danger" size="sm" busy={hangUpBusy} onClick={() => void hangUp()}>
                    {!hangUpBusy && <PhoneOff className="size-4" aria-hidden="true" />}
                    Hang up
                  </Button>
                )}
              </div>
              {call.error && <p className="text-sm text-red-700">{call.error}</p>}
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="call-facts">
                <Fact term="Lead">{call.lead?.deleted ? 'Deleted lead' : call.lead?.name || '—'}</Fact>
                <Fact term="Number">{call.to}</Fact>
                <Fact term="Caller ID">{call.from || '—'}</Fact>
                <Fact term="Campaign">{call.campaign?.name ?? '—'}</Fact>
                <Fact term="Agent">{call.agent?.name ?? '—'}</Fact>
                <Fact term="Agent audio">{call.audio === 'phone' ? 'Phone bridge' : 'Browser'}</Fact>
                <Fact term="Answered by">{call.answeredBy ? ANSWERED_BY[call.answeredBy] : '—'}</Fact>
                <Fact term="Answered at">{call.answeredAt ? localDateTime(call.answeredAt, true) : '—'}</Fact>
                <Fact term="Ended at">{call.endedAt ? localDateTime(call.endedAt, true) : '—'}</Fact>
                <Fact term="Duration">{duration(call.durationSeconds)}</Fact>
                <Fact term="Talk time">{duration(call.talkSeconds)}</Fact>
                <Fact term="Disposition">
                  {call.disposition ? `${call.disposition.emoji ? `${call.disposition.emoji} ` : ''}${call.disposition.label}` : '—'}
                </Fact>
                {call.notes && <Fact term="Notes">{call.notes}</Fact>}
              </dl>
              <section aria-labelledby={`${titleId}-outcome`} className="space-y-2">
                <h3 id={`${titleId}-outcome`} className="text-sm font-semibold text-slate-900">
                  Outcome
                </h3>
                <CallOutcomeForm call={call} dispositions={dispositions} onSaved={reload} />
              </section>
              <section aria-labelledby={`${titleId}-recording`} className="space-y-2">
                <h3 id={`${titleId}-recording`} className="text-sm font-semibold text-slate-900">
                  Recording
                </h3>
                {call.hasRecording ? (
                  <RecordingPlayer callId={call.id} seconds={call.recordingSeconds} />
                ) : (
                  <p className="text-sm text-slate-500">This call has no recording.</p>
                )}
              </section>
              <section aria-labelledby={`${titleId}-timeline`} className="space-y-3">
                <h3 id={`${titleId}-timeline`} className="text-sm font-semibold text-slate-900">
                  Timeline
                </h3>
                <CallTimeline events={call.events} />
              </section>
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}
