import type { PhoneNumber } from '../../entities/phone-numbers/types';
import { api } from '../../lib/api-client';
import { todayFromIso } from '../../lib/date-range';
import type { TelephonyAccount, TelephonyPayload } from './types';

/** "Today" for the figures starts at the browser's local midnight, not the server's. */
function todayQuery(): string {
  return String(new URLSearchParams({ todayFrom: todayFromIso() }));
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

export function syncPhoneNumbers(): Promise<{ numbers: PhoneNumber[] }> {
  return api.post<{ numbers: PhoneNumber[] }>(`/phone-numbers/sync?${todayQuery()}`);
}
