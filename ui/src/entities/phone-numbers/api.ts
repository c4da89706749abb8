import { api } from '../../lib/api-client';
import { todayFromIso } from '../../lib/date-range';
import type { PhoneNumber } from './types';

/** The synced numbers with their figures; "today" for the figures starts at the browser's local midnight. */
export function fetchPhoneNumbers(): Promise<{ numbers: PhoneNumber[] }> {
  return api.get<{ numbers: PhoneNumber[] }>(`/phone-numbers?${new URLSearchParams({ todayFrom: todayFromIso() })}`);
}
