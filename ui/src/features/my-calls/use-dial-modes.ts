// The dial modes this page has learnt, per campaign (see dial-mode.ts): kept for the page's life, so going ready
// again in a campaign that dials by itself asks preview nothing.
import { useCallback, useState } from 'react';
import type { DialMode } from './dial-mode';

export interface DialModes {
  /** The campaign's mode; null until the page has learnt it. */
  of: (campaignId: number | null | undefined) => DialMode | null;
  learn: (campaignId: number, mode: DialMode) => void;
}

export function useDialModes(): DialModes {
  const [known, setKnown] = useState<ReadonlyMap<number, DialMode>>(new Map());
  const learn = useCallback((campaignId: number, mode: DialMode) => {
    setKnown((before) => (before.get(campaignId) === mode ? before : new Map(before).set(campaignId, mode)));
  }, []);
  const of = useCallback((campaignId: number | null | undefined) => (campaignId == null ? null : (known.get(campaignId) ?? null)), [known]);
  return { of, learn };
}
