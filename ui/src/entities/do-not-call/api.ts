import { api } from '../../lib/api-client';
import type { DncNumberRecord } from './types';

export function addDncNumber(phone: string, campaignId: number | null, note: string): Promise<DncNumberRecord> {
  return api.post<DncNumberRecord>('/dnc/numbers', { phone, campaignId, note });
}
