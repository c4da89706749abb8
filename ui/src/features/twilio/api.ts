import { api } from '../../lib/api-client';
import type { PhoneNumber, TelephonyAccount, TelephonyPayload } from './types';

export function fetchTelephony(): Promise<TelephonyAccount> {
  return api.get<TelephonyAccount>('/telephony');
}

export function saveTelephony(payload: TelephonyPayload): Promise<TelephonyAccount> {
  return api.put<TelephonyAccount>('/telephony', payload);
}

export function testTelephony(): Promise<TelephonyAccount> {
  return api.post<TelephonyAccount>('/telephony/test');
}

export function fetchPhoneNumbers(): Promise<{ numbers: PhoneNumber[] }> {
  return api.get<{ numbers: PhoneNumber[] }>('/phone-numbers');
}

export function syncPhoneNumbers(): Promise<{ numbers: PhoneNumber[] }> {
  return api.post<{ numbers: PhoneNumber[] }>('/phone-numbers/sync');
}
