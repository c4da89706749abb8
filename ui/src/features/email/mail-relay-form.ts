import type { MailRelay, MailRelayPayload, MailSecurity } from './types';

export interface MailRelayForm {
  host: string;
  port: string;
  security: MailSecurity;
  username: string;
  password: string;
  fromAddress: string;
  fromName: string;
}

/** The usual port of each way of securing the connection. */
export const DEFAULT_PORTS: Record<MailSecurity, string> = { starttls: '587', tls: '465', none: '25' };

export const SECURITY_OPTIONS = [
  { value: 'starttls', label: 'STARTTLS (usually port 587)' },
  { value: 'tls', label: 'TLS (usually port 465)' },
  { value: 'none', label: 'None: a relay on your own network (port 25)' },
] as const;

export function formOf(relay: MailRelay): MailRelayForm {
  // The password starts empty: an empty field keeps the stored one.
  return {
    host: relay.host,
    port: relay.configured ? String(relay.port) : DEFAULT_PORTS.starttls,
    security: relay.security,
    username: relay.username,
    password: '',
    fromAddress: relay.fromAddress,
    fromName: relay.fromName,
  };
}

export function payloadOf(form: MailRelayForm): MailRelayPayload {
  const port = Number.parseInt(form.port, 10);
  const payload: MailRelayPayload = {
    host: form.host.trim(),
    // The server answers a number out of range with its own sentence.
    port: Number.isFinite(port) ? port : 0,
    security: form.security,
    username: form.security === 'none' ? '' : form.username.trim(),
    fromAddress: form.fromAddress.trim(),
    fromName: form.fromName.trim(),
  };
  if (form.password && form.security !== 'none') payload.password = form.password;
  return payload;
}

/** A new choice of security brings its usual port, unless the port was typed by hand. */
export function withSecurity(form: MailRelayForm, security: MailSecurity): MailRelayForm {
  const usual = Object.values(DEFAULT_PORTS).includes(form.port) || form.port === '';
  return { ...form, security, port: usual ? DEFAULT_PORTS[security] : form.port };
}

export function isDirty(form: MailRelayForm, relay: MailRelay): boolean {
  const saved = formOf(relay);
  return (Object.keys(saved) as Array<keyof MailRelayForm>).some((key) => form[key] !== saved[key]);
}
