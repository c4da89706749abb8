import { Headphones, Smartphone } from 'lucide-react';
import { duration } from './format';
import type { Call } from './types';

export interface CallHeadlineProps {
  call: Call;
  /** Seconds talked so far (null: not answered yet). */
  talking: number | null;
  /** The Voice SDK's sentence when the browser's audio failed. */
  audioError: string | null;
  /** A hang-up the server refused. */
  error: string | null;
}

/** Who is called and how (browser or phone bridge), the talk time, and what went wrong with the call. */
export function CallHeadline({ call, talking, audioError, error }: CallHeadlineProps) {
  return (
    <div className="min-w-56 flex-1">
      <p className="font-semibold text-slate-900">
        {call.lead?.name || call.to} <span className="font-normal text-slate-500 tabular-nums">{call.to}</span>
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          {call.audio === 'phone' ? (
            <Smartphone className="size-4" aria-hidden="true" />
          ) : (
            <Headphones className="size-4" aria-hidden="true" />
          )}
          {call.audio !== 'phone' ? 'In this browser' : call.answeredAt ? 'On your phone' : 'Your phone rings first'}
        </span>
        {call.campaign && <span>{call.campaign.name}</span>}
        {talking !== null && (
          <span className="tabular-nums" data-testid="talk-time">
            Talk {duration(talking)}
          </span>
        )}
      </p>
      {audioError && (
        <p role="alert" className="mt-1 text-sm text-red-700" data-testid="browser-audio-error">
          Browser audio failed: {audioError}
        </p>
      )}
      {call.error && <p className="mt-1 text-sm text-red-700">{call.error}</p>}
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
