import type { SessionUser } from '../../entities/session/types';

export type Role = 'agent' | 'admin' | 'superadmin';

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

export interface RegistrationStatus {
  open: boolean;
}
