import { api } from '../../lib/api-client';

/** GET /leads/{id}/messages: one text exchanged with the lead. */
export interface LeadMessage {
  id: number;
  channel: 'sms' | 'email';
  direction: 'inbound' | 'outbound';
  /** clarification: the one question a long reply that mentions stopping gets ("did you mean to stop…?"). */
  kind: 'reply' | 'reaction' | 'opt_out' | 'opt_in' | 'help' | 'answer' | 'clarification' | 'cadence';
  from: string;
  to: string;
  body: string;
  status: string;
  error: string | null;
  createdAt: string;
}

/** GET /leads/{id}/consents: one line of the lead's consent ledger. */
export interface LeadConsent {
  id: number;
  channel: 'sms' | 'email' | 'calls' | 'all';
  action: 'granted' | 'revoked' | 'ended';
  source: string;
  address: string;
  detail: string;
  createdAt: string;
  /** What the sender said of how the consent was given (a webhook's TrustedForm certificate …). */
  evidence: ConsentEvidence | null;
}

export interface ConsentEvidence {
  origin: string | null;
  givenAt: string | null;
  pageUrl: string | null;
  certificateUrl: string | null;
}

/** The newest texts (up to `limit`). */
export async function fetchLeadMessages(id: number, limit: number, signal?: AbortSignal): Promise<LeadMessage[]> {
  return (await api.get<{ messages: LeadMessage[] }>(`/leads/${id}/messages?limit=${limit}`, signal)).messages;
}

/** The whole ledger, oldest first. */
export async function fetchLeadConsents(id: number, signal?: AbortSignal): Promise<LeadConsent[]> {
  return (await api.get<{ consents: LeadConsent[] }>(`/leads/${id}/consents`, signal)).consents;
}
