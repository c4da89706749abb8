import { api } from '../../lib/api-client';
import type { CadenceChoice } from './types';

/** The cadences leads can be enrolled in: active and paused ones (an archived cadence takes no more leads). */
export async function fetchEnrollableCadences(): Promise<CadenceChoice[]> {
  const { cadences } = await api.get<{ cadences: CadenceChoice[] }>('/cadences');
  return cadences.filter((c) => c.status !== 'archived').map(({ id, name, status }) => ({ id, name, status }));
}
