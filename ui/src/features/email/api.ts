import { api } from '../../lib/api-client';
import type { MailRelay, MailRelayPayload } from './types';

export function fetchMailRelay(): Promise<MailRelay> {
  return api.get<MailRelay>('/mail-relay');
}

export function saveMailRelay(payload: MailRelayPayload): Promise<MailRelay> {
  return api.put<MailRelay>('/mail-relay', payload);
}

/** Sends a real message to `to` through the stored relay. */
export function testMailRelay(to: string): Promise<MailRelay> {
  return api.post<MailRelay>('/mail-relay/test', { to });
}
