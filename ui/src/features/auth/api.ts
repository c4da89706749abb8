import { api } from '../../lib/api-client';
import type { LoginRequest, RegisterTrialRequest, RegistrationStatus, SessionResponse } from './types';

export function login(credentials: LoginRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/login', credentials);
}

export function registerTrial(request: RegisterTrialRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/register-trial', request);
}

export function fetchRegistrationStatus(signal?: AbortSignal): Promise<RegistrationStatus> {
  return api.get<RegistrationStatus>('/auth/registration', signal);
}
