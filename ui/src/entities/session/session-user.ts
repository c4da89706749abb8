import type { SessionUser } from './types';

/** Saved or answered user data is trusted only with the two fields the UI cannot do without. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<SessionUser>;
  return typeof candidate.email === 'string' && typeof candidate.role === 'string';
}

/** Roles are compared in lower case. */
export function roleOf(user: SessionUser): string {
  return user.role.toLowerCase();
}

/** The top bar shows the name, or the e-mail when there is no name. */
export function displayName(user: SessionUser): string {
  return user.name?.trim() || user.email;
}
