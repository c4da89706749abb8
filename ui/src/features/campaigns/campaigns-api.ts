import type { CampaignPayload, Campaign } from '../../entities/campaigns/types';
import { api } from '../../lib/api-client';

export function createCampaign(payload: CampaignPayload): Promise<Campaign> {
  return api.post<Campaign>('/campaigns', payload);
}

export function updateCampaign(id: number, payload: CampaignPayload): Promise<Campaign> {
  return api.put<Campaign>(`/campaigns/${id}`, payload);
}

export function changeCampaignStatus(id: number, action: 'activate' | 'pause' | 'archive'): Promise<Campaign> {
  return api.post<Campaign>(`/campaigns/${id}/${action}`);
}
