/** GET /api/v1/mail-relay: the organization's SMTP relay (the password only as its mask). */
export interface MailRelay {
  configured: boolean;
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  password: string;
  hasPassword: boolean;
  fromAddress: string;
  fromName: string;
  status: 'untested' | 'working' | 'error';
  lastError: string | null;
  lastTestedAt: string | null;
  lastSentAt: string | null;
  updatedAt: string | null;
}

export type MailSecurity = 'starttls' | 'tls' | 'none';

/** PUT /api/v1/mail-relay: absent fields keep their values; an absent password keeps the stored one. */
export interface MailRelayPayload {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  password?: string;
  fromAddress: string;
  fromName: string;
}
