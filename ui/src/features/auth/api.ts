import { api, apiRequest } from '../../lib/api-client';
import type {
  LoginRequest,
  MeResponse,
  RegisterTrialRequest,
  RegistrationStatus,
  SessionResponse,
} from './types';

export function login(credentials: LoginRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/login', credentials);
}

export function registerTrial(request: RegisterTrialRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/register-trial', request);
}

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>('/auth/me', signal);
}

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST', keepalive: true });
}

export function fetchRegistrationStatus(signal?: AbortSignal): Promise<RegistrationStatus> {
  return api.get<RegistrationStatus>('/auth/registration', signal);
}
