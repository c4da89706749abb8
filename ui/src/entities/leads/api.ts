import { api } from '../../lib/api-client';
import type { LeadList, LeadsPage } from './types';

/** One page of GET /leads; `params` is the API's query (search, status, listId, page, limit, sort, order). */
export function fetchLeads(params: URLSearchParams, signal?: AbortSignal): Promise<LeadsPage> {
  return api.get<LeadsPage>(`/leads?${params}`, signal);
}

export function fetchLists(signal?: AbortSignal): Promise<LeadList[]> {
  return api.get<LeadList[]>('/lists', signal);
}
