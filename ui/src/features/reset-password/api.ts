import { api } from '../../lib/api-client';

/** Public: sets a new password with the single-use token from a reset link (204 on success). */
export function resetPassword(token: string, password: string): Promise<void> {
  return api.post<void>('/auth/reset-password', { token, password });
}
