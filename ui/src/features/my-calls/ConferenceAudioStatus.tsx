import { CheckCircle2, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import type { ConferenceStatus } from './use-dialer-conference';

export interface ConferenceAudio {
  status: ConferenceStatus;
  error: string | null;
  retry: () => void;
}

/**
 * Whether the agent's audio is in its conference — the dialer places calls only while it is — with Retry. `phone`:
 * the audio is the agent's phone (the number being rung, once known); otherwise this browser.
 */
export function ConferenceAudioStatus({ conference, phone }: { conference: ConferenceAudio; phone?: { number: string | null } | undefined }) {
  if (conference.status === 'connected') {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700" data-testid="conference-audio">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {phone ? 'Your phone is connected' : 'Audio connected'}
      </p>
    );
  }
  if (conference.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-left text-sm text-red-800"
        data-testid="conference-audio"
      >
        <div className="min-w-0 flex-1">
          <p className="font-medium">Your audio is not connected: no calls come to you until it is.</p>
          <p className="break-words" data-testid="conference-audio-error">
            {conference.error}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={conference.retry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {phone ? 'Ring my phone again' : 'Retry'}
        </Button>
      </div>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-slate-600" data-testid="conference-audio">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {phone ? `Calling your phone${phone.number ? ` ${phone.number}` : ''}: answer it and press 1 to start taking calls` : 'Connecting your audio…'}
    </p>
  );
}
