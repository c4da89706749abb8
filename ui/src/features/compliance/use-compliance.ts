import { ApiError } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
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
  const { value, loading, failed, error, reload } = useLoad(
    campaignId === null ? null : (signal) => fetchCompliance(campaignId, signal),
    [campaignId],
    { what: 'compliance report' },
  );
  return { state: stateOf(campaignId, value, loading, failed, error), retry: reload };
}

function stateOf(
  campaignId: number | null,
  report: ComplianceReport | null,
  loading: boolean,
  failed: boolean,
  error: unknown,
): ComplianceState {
  if (campaignId === null) return { kind: 'missing' };
  if (report) return { kind: 'ready', report };
  // A retry shows "loading" again until its answer, not the failure it retries.
  if (loading || !failed) return { kind: 'loading' };
  return error instanceof ApiError && error.status === 404 ? { kind: 'missing' } : { kind: 'failed' };
}
