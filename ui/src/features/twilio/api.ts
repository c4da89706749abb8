import { api } from '../../lib/api-client';
import type { PhoneNumber, TelephonyAccount, TelephonyPayload } from './types';

/** "Today" for the figures starts at the browser's local midnight, not the server's. */
function todayQuery(): string {
  const now = new Date();
  return `todayFrom=${encodeURIComponent(new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString())}`;
}

export function fetchTelephony(): Promise<TelephonyAccount> {
  return api.get<TelephonyAccount>(`/telephony?${todayQuery()}`);
}

export function saveTelephony(payload: TelephonyPayload): Promise<TelephonyAccount> {
  return api.put<TelephonyAccount>(`/telephony?${todayQuery()}`, payload);
}

export function testTelephony(): Promise<TelephonyAccount> {
  return api.post<TelephonyAccount>(`/telephony/test?${todayQuery()}`);
}

export function fetchPhoneNumbers(): Promise<{ numbers: PhoneNumber[] }> {
  return api.get<{ numbers: PhoneNumber[] }>(`/phone-numbers?${todayQuery()}`);
}

export function syncPhoneNumbers(): Promise<{ numbers: PhoneNumber[] }> {
  return api.post<{ numbers: PhoneNumber[] }>(`/phone-numbers/sync?${todayQuery()}`);
}
