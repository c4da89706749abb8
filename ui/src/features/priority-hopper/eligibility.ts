import { api } from '../../lib/api-client';

export type EligibilityReason =
  | 'eligible'
  | 'campaign_not_active'
  | 'not_in_lists'
  | 'status'
  | 'invalid_phone'
  | 'dnc'
  | 'outside_window'
  | 'max_attempts'
  | 'retry_delay'
  | 'in_call';

/** GET /campaigns/{id}/eligibility: the first rule the lead fails now, or eligible. */
export interface Eligibility {
  leadId: number;
  leadName: string;
  reason: EligibilityReason;
  message: string;
  localTimes?: { zone: string; localTime: string | null }[];
  opensAt?: string | null;
  retryAt?: string;
  /** The number the call would go out from (local presence picks one in the lead's area code). */
  callerId?: string | null;
}

export const REASON_TEXT: Record<EligibilityReason, string> = {
  eligible: 'Can be dialed now',
  campaign_not_active: 'Campaign not running',
  not_in_lists: 'Not in the campaign’s lists',
  status: 'Status not dialed',
  invalid_phone: 'Phone cannot be dialed',
  dnc: 'Do not call',
  outside_window: 'Outside calling hours',
  max_attempts: 'Attempts used',
  retry_delay: 'Waiting to retry',
  in_call: 'With an agent',
};

export function fetchEligibility(campaignId: number, phone: string): Promise<Eligibility> {
  return api.get<Eligibility>(`/campaigns/${campaignId}/eligibility?${new URLSearchParams({ phone })}`);
}
