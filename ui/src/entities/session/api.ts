import { api, apiRequest } from '../../lib/api-client';
import type { MeResponse } from './types';

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/auth/me', signal);
}

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST', keepalive: true });
}
