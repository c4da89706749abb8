import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fetchCompliance } from './compliance-api';
import type { ComplianceReport } from './types';

export type ComplianceState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** No such campaign in the organization (the server answers 404 for another organization's, too). */
  | { kind: 'missing' }
  | { kind: 'ready'; report: ComplianceReport };

/** The campaign's compliance report, loaded once it is opened; `retry` asks again after a failure. */
export function useCompliance(campaignId: number | null): { state: ComplianceState; retry: () => void } {
  const [state, setState] = useState<ComplianceState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (campaignId === null) {
      setState({ kind: 'missing' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchCompliance(campaignId, controller.signal)
      .then((report) => setState({ kind: 'ready', report }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        if (caught instanceof ApiError && caught.status === 404) {
          setState({ kind: 'missing' });
          return;
        }
        console.warn('Loading the compliance report failed', caught);
        setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [campaignId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
