import type { RegisterTrialRequest } from './types';

export interface RegistrationForm {
  companyName: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  smsConsent: boolean;
  emailConsent: boolean;
  termsAccepted: boolean;
}

export const EMPTY_REGISTRATION: RegistrationForm = {
  companyName: '',
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  smsConsent: false,
  emailConsent: false,
  termsAccepted: false,
};

// Limits and formats the registration form checks before sending.
export const MIN_PASSWORD_LENGTH = 6;

/** Checked in this order; the first failure is the one shown. Null when the form may be sent. */
export function validateRegistration(form: RegistrationForm): string | null {
  const required = [form.companyName, form.email, form.password, form.name];
  if (required.some((value) => value.trim() === '')) return 'Please fill in all required fields';
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (!form.termsAccepted) return 'You must accept the Terms of Service to continue';
  return null;
}

/** The SMS consent box is only offered once a phone number is typed. */
export function hasPhone(form: RegistrationForm): boolean {
  return form.phone.trim() !== '';
}

/** `confirmPassword` and `termsAccepted` are not sent; SMS consent without a phone means nothing. */
export function toRegisterRequest(form: RegistrationForm, submittedAt: Date): RegisterTrialRequest {
  return {
    companyName: form.companyName.trim(),
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    password: form.password,
    smsConsent: hasPhone(form) && form.smsConsent,
    emailConsent: form.emailConsent,
    consentTimestamp: submittedAt.toISOString(),
  };
}
