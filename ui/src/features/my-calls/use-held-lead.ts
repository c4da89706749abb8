// The lead the agent works, kept in step with the agent's state: asked for by itself while the agent is ready in a
// preview campaign (POST /me/next-lead), read back while it is reserved, on its call or in wrap-up (GET /me/lead),
// and again when the call moves. While ready with nothing callable, it asks again every 15 s: leads enter their
// calling window, retry delays run out and the hopper refills without an event the agent would hear. In a
// campaign that dials by itself nothing is asked: the lead comes with the call the dialer hands over (on_call).
import { useCallback, useEffect, useRef, useState } from 'react';
import { isFinal } from '../../entities/calls/format';
import { errorMessage } from '../../lib/api-client';
import { subscribe } from '../../lib/live-events';
import { askNextLead, fetchHeldLead } from './api';
import { dialsByItself, modeRefusedByPreview } from './dial-mode';
import type { HeldLead, MyState } from './types';
import type { DialModes } from './use-dial-modes';

const RETRY_EMPTY_MS = 15_000;
/** Twilio's reports can be far apart and the event stream may be down: a live call is read again this often. */
const LIVE_CALL_POLL_MS = 2_000;

export interface HeldLeadView {
  held: HeldLead | null;
  /** Ready with no lead: the server's sentence why. */
  emptyMessage: string | null;
  /** Asking for the next lead now. */
  asking: boolean;
  error: string | null;
  /** Reads the held lead again (after a change made here). */
  reload: () => Promise<void>;
  /** Asks for the next lead (ready with none, or "Next lead now" after the disposition). */
  askNext: () => Promise<void>;
}

const HOLDING = new Set(['reserved', 'on_call', 'wrap_up']);

export function useHeldLead(me: MyState | null, modes: DialModes): HeldLeadView {
  const [held, setHeld] = useState<HeldLead | null>(null);
  const [emptyMessage, setEmptyMessage] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One question at a time: a second press, an event and the timer may all ask at once.
  const askingNow = useRef(false);
  const state = me?.state ?? null;
  const campaignId = me?.campaign?.id ?? null;
  const autoDial = dialsByItself(modes.of(campaignId));
  const { learn } = modes;
  // The campaign a refusal is about: the agent's now (a switch of campaign changes `since` and asks again).
  const askedFor = useRef(campaignId);
  askedFor.current = campaignId;

  const show = useCallback(
    (lead: HeldLead | null) => {
      setHeld(lead);
      if (lead) learn(lead.campaign.id, lead.campaign.dialMode);
    },
    [learn],
  );

  const reload = useCallback(async () => {
    try {
      show(await fetchHeldLead());
      setError(null);
    } catch (caught) {
      console.warn('Reading the held lead failed', caught);
      setError(errorMessage(caught, 'Your lead could not be loaded.'));
    }
  }, [show]);

  const askNext = useCallback(async () => {
    if (askingNow.current) return;
    askingNow.current = true;
    setAsking(true);
    try {
      const answer = await askNextLead();
      show(answer.held);
      setEmptyMessage(answer.held ? null : (answer.message ?? 'No lead can be called now.'));
      setError(null);
    } catch (caught) {
      const mode = modeRefusedByPreview(caught);
      if (mode && askedFor.current !== null) {
        // Not an error: the page learnt that this campaign's calls come to the agent by themselves.
        learn(askedFor.current, mode);
        setError(null);
      } else {
        console.warn('Asking for the next lead failed', caught);
        setError(errorMessage(caught, 'The next lead could not be fetched.'));
      }
    } finally {
      askingNow.current = false;
      setAsking(false);
    }
  }, [show, learn]);

  // Every state change (its `since` moves) says what to show: the agent's own changes, another tab's, the
  // server's wrap-up-end job making it ready again.
  useEffect(() => {
    if (state === 'ready' && autoDial) {
      setHeld(null);
      setEmptyMessage(null);
    } else if (state === 'ready') {
      void askNext();
    } else if (state !== null && HOLDING.has(state)) {
      setEmptyMessage(null);
      void reload();
    } else {
      setHeld(null);
      setEmptyMessage(null);
      setError(null);
    }
  }, [state, me?.since, autoDial, askNext, reload]);

  const emptyAndReady = state === 'ready' && held === null && !autoDial;
  useEffect(() => {
    if (!emptyAndReady) return;
    const timer = window.setInterval(() => void askNext(), RETRY_EMPTY_MS);
    return () => window.clearInterval(timer);
  }, [emptyAndReady, askNext]);

  const callId = held?.call?.id ?? null;
  const callLive = held?.call ? !isFinal(held.call.status) : false;
  useEffect(() => {
    if (callId === null) return;
    const stop = subscribe('call.changed', (event) => {
      if (event.data.callId === callId) void reload();
    });
    const timer = callLive ? window.setInterval(() => void reload(), LIVE_CALL_POLL_MS) : undefined;
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [callId, callLive, reload]);

  return { held, emptyMessage, asking, error, reload, askNext };
}
