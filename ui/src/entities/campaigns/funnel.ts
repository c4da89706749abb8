import { api } from '../../lib/api-client';

export type FunnelStepKey =
  | 'in_lists'
  | 'dialable_status'
  | 'dialable_phone'
  | 'not_dnc'
  | 'inside_window'
  | 'under_limits'
  | 'in_hopper';

/** Leads that passed the do-not-call step, at one place (GET /campaigns/{id}/funnel). */
export interface FunnelPlace {
  zones: { zone: string; localTime: string | null }[];
  state: string | null;
  inside: boolean;
  opensAt: string | null;
  leads: number;
}

export interface CampaignFunnel {
  campaignId: number;
  active: boolean;
  at: string;
  steps: { key: FunnelStepKey; leads: number }[];
  places: FunnelPlace[];
  otherPlaces: number;
}

export const STEP_TEXT: Record<FunnelStepKey, string> = {
  in_lists: 'In its lists',
  dialable_status: 'In a status it dials',
  dialable_phone: 'With a number that can be dialed',
  not_dnc: 'Not on a do-not-call list',
  inside_window: 'Inside their calling window now',
  under_limits: 'Under the attempt limits, past retry delays',
  in_hopper: 'In the hopper',
};

export function fetchFunnel(campaignId: number): Promise<CampaignFunnel> {
  return api.get<CampaignFunnel>(`/campaigns/${campaignId}/funnel`);
}
