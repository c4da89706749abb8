import { api } from '../../lib/api-client';
import type { TelephonyAccount, TelephonyPayload } from './types';

export function fetchTelephony(): Promise<TelephonyAccount> {
  return api.get<TelephonyAccount>('/telephony');
}

export function saveTelephony(payload: TelephonyPayload): Promise<TelephonyAccount> {
  return api.put<TelephonyAccount>('/telephony', payload);
}

export function testTelephony(): Promise<TelephonyAccount> {
  return api.post<TelephonyAccount>('/telephony/test');
}
