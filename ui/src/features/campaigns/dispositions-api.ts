import type { Disposition } from '../../entities/dispositions/types';
import { api } from '../../lib/api-client';
import type { DispositionPayload } from './dispositions-types';

export function createDisposition(payload: DispositionPayload): Promise<Disposition> {
  return api.post<Disposition>('/dispositions', payload);
}

export function updateDisposition(id: number, payload: DispositionPayload): Promise<Disposition> {
  return api.put<Disposition>(`/dispositions/${id}`, payload);
}

export function archiveDisposition(id: number): Promise<Disposition> {
  return api.delete<Disposition>(`/dispositions/${id}`);
}
