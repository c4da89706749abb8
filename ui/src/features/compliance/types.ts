/** GET /campaigns/{id}/compliance (docs/api.md): what the centre shows when a complaint comes, over 30 days. */
export interface ComplianceReport {
  campaign: { id: number; name: string };
  from: string;
  to: string;
  abandon: AbandonFigures;
  checks: CheckFigures;
  doNotCall: RegistryFigures;
  revocations: { count: number; entries: Revocation[] };
  /** Coming in a parallel change of the API: the section shows only once the server sends it. */
  consentEvidence?: { count: number; entries: ConsentEvidence[] };
  /** How many entries a section lists at most; its count is whole. */
  listedAtMost: number;
}

export interface AbandonFigures {
  answeredByPerson: number;
  abandoned: number;
  /** null before anyone answered. */
  rate: number | null;
  limit: number;
  calls: AbandonedCall[];
}

/** An abandoned call and what its timeline shows; a null time did not happen. */
export interface AbandonedCall {
  callId: number;
  leadId: number | null;
  to: string;
  placedAt: string;
  answeredAt: string | null;
  personDetectedAt: string | null;
  messagePlayedAt: string | null;
  secondsToMessage: number | null;
  agentConnectedAt: string | null;
  optOutPressedAt: string | null;
}

export interface CheckFigures {
  outsideWindow: number;
  overLimits: number;
  calls: CheckedCall[];
}

/** What the dialer checked when it placed a call that broke a rule (there must be none). */
export interface CheckedCall {
  callId: number;
  placedAt: string;
  /** "2026-11-25T13:00:00 America/New_York", "; " between the zones the lead may be in. */
  leadLocal: string;
  /** "08:00-21:00"; "" when the day allows no calls. */
  windowHours: string;
  ruleState: string | null;
  insideWindow: boolean;
  attemptsBefore: number;
  attemptsIn24hBefore: number;
  maxAttempts: number;
  maxPer24h: number;
  withinLimits: boolean;
}

export interface RegistryFigures {
  lastRegistryImport: { at: string; fileName: string; added: number; ageDays: number } | null;
  maxAgeDays: number;
  stale: boolean;
}

export type RevocationSource = 'sms_keyword' | 'key_press' | 'unsubscribe_link' | 'carrier' | 'agent';

export interface Revocation {
  leadId: number;
  channel: string;
  /** One of RevocationSource; a newer server may name others. */
  source: string;
  address: string;
  detail: string;
  at: string;
  honouredAt: string;
  callsAfter: number;
  textsAfter: number;
}

export interface ConsentEvidence {
  leadId: number;
  channel: string;
  source: string;
  at: string;
  /** Where the lead agreed, in its sender's words, and when (both null when the sender did not say). */
  origin?: string | null;
  givenAt?: string | null;
  pageUrl: string | null;
  certificateUrl: string | null;
  detail: string;
}

export type ExportFormat = 'csv' | 'json';
