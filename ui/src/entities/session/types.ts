// The signed-in user as the server answers it: the shell, the route guards and any screen that needs to know who
// is signed in read it.

/**
 * The signed-in user as the server returns it (login, register-trial, /auth/me); stored in localStorage as
 * `userData`. Only email and role are relied upon: older saved data may lack the rest.
 */
export interface SessionUser {
  id?: number;
  name?: string;
  firstName?: string;
  lastName?: string;
  email: string;
  /** Lower case from the server; compared in lower case anyway. */
  role: string;
  organizationId?: number;
  organizationName?: string;
}

export interface MeResponse {
  user: SessionUser;
}
