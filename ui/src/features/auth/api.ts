import { api } from '../../lib/api-client';
import type { LoginRequest, LoginResponse } from './types';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', credentials);
}
