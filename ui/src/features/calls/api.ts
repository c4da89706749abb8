import { withSeries } from '../../entities/calls/analytics-series';
import { fetchCalls } from '../../entities/calls/api';
import type { CallAnalytics, CallPage } from '../../entities/calls/types';
import { fetchLeads } from '../../entities/leads/api';
import type { Lead } from '../../entities/leads/types';
import { api, ApiError, type ErrorEnvelope } from '../../lib/api-client';
import { readToken } from '../../lib/session-storage';
import type { CallDetail, CallFilter } from './types';

/** One page of the history, newest first; `after` is the previous page's nextCursor. */
export function fetchCallHistory(
  filter: CallFilter,
  after: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<CallPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  for (const key of ['from', 'to', 'campaignId', 'agentId', 'outcome', 'phone'] as const) {
    const value = filter[key].trim();
    if (value) query.set(key, value);
  }
  if (after) query.set('after', after);
  return fetchCalls(query, signal);
}

export function fetchCall(id: number, signal?: AbortSignal): Promise<CallDetail> {
  return api.get<CallDetail>(`/calls/${id}`, signal);
}

/** The analytics of [from, to), of one campaign and one agent when they are chosen ("" for all). */
export function fetchAnalytics(
  from: string,
  to: string,
  scope: { campaignId: string; agentId: string },
  signal?: AbortSignal,
): Promise<CallAnalytics> {
  return withSeries(from, to, (series) => {
    const query = new URLSearchParams({ from, to, ...series });
    if (scope.campaignId) query.set('campaignId', scope.campaignId);
    if (scope.agentId) query.set('agentId', scope.agentId);
    return api.get<CallAnalytics>(`/calls/analytics?${query}`, signal);
  });
}

/**
 * The recording's audio. The route needs the bearer header, which an <audio src> cannot send, so the bytes are
 * fetched here and played from a blob: URL.
 */
export async function fetchRecording(id: number, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'audio/mpeg' };
  const token = readToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(`/api/v1/calls/${id}/recording`, { headers, ...(signal ? { signal } : {}) });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => undefined)) as ErrorEnvelope | undefined;
    throw new ApiError(response.status, response.statusText, envelope);
  }
  return response.blob();
}

/** Leads matching a name, company or phone digits; the caller keeps those in the campaign's lists. */
export async function searchLeads(search: string, listId: number | null, signal?: AbortSignal): Promise<Lead[]> {
  const query = new URLSearchParams({ search, limit: '20' });
  if (listId !== null) query.set('listId', String(listId));
  return (await fetchLeads(query, signal)).leads;
}

