import { api } from '../../lib/api-client';
import type { Campaign } from './types';

/** Every campaign of the organization (GET /campaigns answers an array, not a page). */
export function fetchCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return api.get<Campaign[]>('/campaigns', signal);
}
