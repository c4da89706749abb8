export type Role = 'agent' | 'admin' | 'superadmin';

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

export interface LoginRequest {
  email: string;
  password: string;
}

/** `confirmPassword` and `termsAccepted` stay in the browser. */
export interface RegisterTrialRequest {
  companyName: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  smsConsent: boolean;
  emailConsent: boolean;
  /** ISO time of submit. */
  consentTimestamp: string;
}

/** Both login and register-trial answer with this. */
export interface SessionResponse {
  token: string;
  user: SessionUser;
}

export interface MeResponse {
  user: SessionUser;
}

export interface RegistrationStatus {
  open: boolean;
}
