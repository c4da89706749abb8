import { api } from '../../lib/api-client';
import type { CampaignPayload, DialerCampaign } from './campaign-types';

export function fetchCampaigns(): Promise<DialerCampaign[]> {
  return api.get<DialerCampaign[]>('/campaigns');
}

export function createCampaign(payload: CampaignPayload): Promise<DialerCampaign> {
  return api.post<DialerCampaign>('/campaigns', payload);
}

export function updateCampaign(id: number, payload: CampaignPayload): Promise<DialerCampaign> {
  return api.put<DialerCampaign>(`/campaigns/${id}`, payload);
}

export function changeCampaignStatus(id: number, action: 'activate' | 'pause' | 'archive'): Promise<DialerCampaign> {
  return api.post<DialerCampaign>(`/campaigns/${id}/${action}`);
}
