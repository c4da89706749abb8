// The agent's phone as its audio in a progressive or power campaign: while the agent is at work the server has
// Twilio ring the phone on its profile into the agent's conference, once; the server's state says when the phone
// is there (and when it has left). Retry rings it again.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { ringMyPhone } from './api';
import type { ConferenceStatus } from './use-dialer-conference';

export interface PhoneConference {
  status: ConferenceStatus;
  /** The number being rung, once the server has said it. */
  phone: string | null;
  error: string | null;
  retry: () => void;
}

const LEFT = 'Your phone left the dialer (hung up).';

export function usePhoneConference(wanted: boolean, inConference: boolean): PhoneConference {
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const wasIn = useRef(false);
  const lastAsk = useRef<{ attempt: number; at: number } | null>(null);

  useEffect(() => {
    if (inConference) {
      wasIn.current = true;
      setError(null);
    } else if (wasIn.current) {
      wasIn.current = false;
      if (wanted) setError(LEFT);
    }
  }, [inConference, wanted]);

  useEffect(() => {
    if (!wanted) {
      setError(null);
      return;
    }
    // A phone that hung up is rung again only when the agent asks (Retry): this runs on a wish or a Retry only.
    if (inConference) return;
    // React's development double run of effects must not ring the phone twice.
    const asked = lastAsk.current;
    if (asked && asked.attempt === attempt && Date.now() - asked.at < 3_000) return;
    lastAsk.current = { attempt, at: Date.now() };
    setError(null);
    // Its answer counts even after the wish changed: the number is the same, and a refusal is worth showing.
    ringMyPhone()
      .then(setPhone)
      .catch((caught: unknown) => {
        console.warn('Ringing your phone failed', caught);
        setError(errorMessage(caught, 'Your phone could not be rung.'));
      });
    // Rung once per wish (and per Retry), not again whenever the state reloads: inConference is read, not followed.
  }, [wanted, attempt]);

  const status: ConferenceStatus = !wanted ? 'off' : inConference ? 'connected' : error ? 'failed' : 'connecting';
  return { status, phone, error, retry: () => setAttempt((n) => n + 1) };
}
