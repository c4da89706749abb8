import { Check, MessageSquareText, Mail } from 'lucide-react';
import { useState } from 'react';
import type { Call } from '../../entities/calls/types';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/class-names';
import { recordConsent, type ConsentChannel } from './api';

const CHANNELS: ReadonlyArray<{ channel: ConsentChannel; label: string; done: string; Icon: typeof Mail }> = [
  { channel: 'sms', label: 'Agreed to texts', done: 'Consent to texts recorded', Icon: MessageSquareText },
  { channel: 'email', label: 'Agreed to e-mails', done: 'Consent to e-mails recorded', Icon: Mail },
];

/**
 * The consent a lead gives on the call ("yes, you can text me"), written to the lead's consent ledger with this
 * call and the agent's name. Shown once the lead answered; each channel is recorded once per call.
 */
export function ConsentRecorder({ call }: { call: Call }) {
  const [recorded, setRecorded] = useState<{ callId: number; channels: ConsentChannel[] }>({ callId: call.id, channels: [] });
  const [working, setWorking] = useState<ConsentChannel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = recorded.callId === call.id ? recorded.channels : [];

  async function record(channel: ConsentChannel) {
    setWorking(channel);
    setError(null);
    try {
      await recordConsent(call.id, [channel]);
      setRecorded({ callId: call.id, channels: [...done, channel] });
    } catch (caught) {
      console.warn('Recording the consent failed', caught);
      setError(errorMessage(caught, 'The consent could not be recorded. Please try again.'));
    } finally {
      setWorking(null);
    }
  }

  if (!call.answeredAt || !call.lead) return null;
  return (
    <section aria-label="Consent" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-1 text-sm font-semibold text-slate-900">Consent</h3>
        {CHANNELS.map(({ channel, label, done: doneLabel, Icon }) => {
          const isDone = done.includes(channel);
          return (
            <button
              key={channel}
              type="button"
              disabled={isDone || working !== null}
              onClick={() => void record(channel)}
              className={cn(
                'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg border px-3 py-1 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                isDone
                  ? 'cursor-default border-emerald-200 bg-emerald-50 text-emerald-800'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60',
                working === channel && 'animate-pulse',
              )}
            >
              {isDone ? <Check className="size-4" aria-hidden="true" /> : <Icon className="size-4" aria-hidden="true" />}
              {isDone ? doneLabel : label}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
