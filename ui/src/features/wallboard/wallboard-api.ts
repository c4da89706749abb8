import type { Call } from '../../entities/calls/types';
import { api } from '../../lib/api-client';

/** GET /calls/live: the organization's calls not ended yet, oldest first (docs/api.md, "Calls"). */
export async function fetchLiveCalls(signal?: AbortSignal): Promise<Call[]> {
  return (await api.get<{ calls: Call[] }>('/calls/live', signal)).calls;
}
