import { api } from '../../lib/api-client';
import type { Disposition } from './types';

/** Every disposition, archived (inactive) and system ones included: each screen picks the ones it offers. */
export async function fetchDispositions(signal?: AbortSignal): Promise<Disposition[]> {
  return (await api.get<{ dispositions: Disposition[] }>('/dispositions', signal)).dispositions;
}
