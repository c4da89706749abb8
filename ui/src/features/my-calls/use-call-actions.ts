// What the agent does to the held lead's call — place it, hang it up, give it its disposition — with the busy
// flags and the server's sentences for the screen. The held lead is read again after each, so the screen shows
// what the server holds.
import { useEffect, useState } from 'react';
import { disposeCall, hangUpCall, holdCall, placeCall } from '../../entities/calls/api';
import type { Call, CallAudio } from '../../entities/calls/types';
import type { Disposition } from '../../entities/dispositions/types';
import { errorMessage } from '../../lib/api-client';
import type { HeldLead } from './types';

export interface CallActions {
  /** The call this tab placed: its browser audio lives here. */
  placedHere: Call | null;
  calling: boolean;
  hangingUp: boolean;
  holding: boolean;
  /** The disposition code being saved. */
  saving: string | null;
  notes: string;
  setNotes: (notes: string) => void;
  callError: string | null;
  dispositionError: string | null;
  call: (audio: CallAudio) => Promise<void>;
  hangUp: (endBrowserLeg: () => void) => Promise<void>;
  /** Puts the lead on hold, or takes it off (the calls the dialer connected). */
  toggleHold: () => Promise<void>;
  give: (disposition: Disposition) => Promise<void>;
}

export function useCallActions(held: HeldLead | null, reload: () => Promise<void>): CallActions {
  const [placedHere, setPlacedHere] = useState<Call | null>(null);
  const [calling, setCalling] = useState(false);
  const [hangingUp, setHangingUp] = useState(false);
  const [holding, setHolding] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [callError, setCallError] = useState<string | null>(null);
  const [dispositionError, setDispositionError] = useState<string | null>(null);
  const call = held?.call ?? null;

  // A new call starts with the notes the server holds (none, or another tab's).
  useEffect(() => {
    setNotes(call?.notes ?? '');
    setDispositionError(null);
  }, [call?.id]);
  // A new lead starts without the last one's refusal.
  useEffect(() => setCallError(null), [held?.lead.id]);

  return {
    placedHere,
    calling,
    hangingUp,
    saving,
    notes,
    setNotes,
    callError,
    dispositionError,
    call: async (audio) => {
      if (!held || calling) return;
      setCalling(true);
      setCallError(null);
      try {
        setPlacedHere(await placeCall(held.campaign.id, held.lead.id, audio));
        await reload();
      } catch (caught) {
        console.warn('Placing the call failed', caught);
        setCallError(errorMessage(caught, 'The call could not be placed.'));
      } finally {
        setCalling(false);
      }
    },
    holding,
    toggleHold: async () => {
      if (!call || holding) return;
      setHolding(true);
      setCallError(null);
      try {
        await holdCall(call.id, !call.onHold);
        await reload();
      } catch (caught) {
        console.warn('Hold failed', caught);
        setCallError(errorMessage(caught, call.onHold ? 'The call could not be taken off hold.' : 'The call could not be put on hold.'));
      } finally {
        setHolding(false);
      }
    },
    hangUp: async (endBrowserLeg) => {
      if (!call || hangingUp) return;
      setHangingUp(true);
      setCallError(null);
      endBrowserLeg();
      try {
        await hangUpCall(call.id);
      } catch (caught) {
        console.warn('Hanging up failed', caught);
        setCallError(errorMessage(caught, 'The call could not be hung up.'));
      } finally {
        setHangingUp(false);
      }
      await reload();
    },
    give: async (disposition) => {
      if (!call || saving) return;
      setSaving(disposition.code);
      setDispositionError(null);
      try {
        await disposeCall(call.id, disposition.code, notes);
        await reload();
      } catch (caught) {
        setDispositionError(errorMessage(caught, 'The disposition could not be saved.'));
      } finally {
        setSaving(null);
      }
    },
  };
}
