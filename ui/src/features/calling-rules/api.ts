import { api } from '../../lib/api-client';
import type { CallingRules, PhoneSettings } from './types';

export function fetchCallingRules(): Promise<CallingRules> {
  return api.get<CallingRules>('/settings/calling');
}

export function saveCallingRules(rules: Omit<CallingRules, 'updatedAt' | 'knownStates'>): Promise<CallingRules> {
  return api.put<CallingRules>('/settings/calling', rules);
}

export function fetchPhoneSettings(): Promise<PhoneSettings> {
  return api.get<PhoneSettings>('/settings/phone');
}

export function savePhoneSettings(defaultCountry: string): Promise<PhoneSettings> {
  return api.put<PhoneSettings>('/settings/phone', { defaultCountry });
}
