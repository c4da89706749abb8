// Cadences and message templates as the API answers them (docs/api.md, "25. Cadences and message templates").

export type TemplateChannel = 'sms' | 'email';

/** A text or e-mail a cadence step sends (GET /message-templates). */
export interface MessageTemplate {
  id: number;
  channel: TemplateChannel;
  name: string;
  /** E-mail only; "" for a text. */
  subject: string;
  body: string;
  /** How many cadence steps send it: a template in use cannot be deleted. */
  usedBy: number;
  createdAt: string;
  updatedAt: string;
}

export interface TemplatePayload {
  channel: TemplateChannel;
  name: string;
  subject: string;
  body: string;
}

export type CadenceStatus = 'active' | 'paused' | 'archived';
export type StepKind = 'call' | 'sms' | 'email' | 'wait';
export type DelayUnit = 'minutes' | 'hours' | 'business_days';

export interface StepDelay {
  amount: number;
  unit: DelayUnit;
}

/** Lead-local hours, "HH:MM". */
export interface StepWindow {
  start: string;
  end: string;
}

export interface CadenceStep {
  kind: StepKind;
  /** After the step before; the first step: after enrollment. */
  delay: StepDelay;
  /** null: any time. */
  window: StepWindow | null;
  /** sms and email steps. */
  templateId?: number;
  /** call steps. */
  campaignId?: number;
}

/** Kept by the server as enrollments change. */
export interface CadenceFigures {
  enrolled: number;
  active: number;
  paused: number;
  finished: number;
  stopped: number;
  replied: number;
  optedOut: number;
}

export interface Cadence {
  id: number;
  name: string;
  status: CadenceStatus;
  /** The number texts are sent from; "" when no step texts. */
  smsFrom: string;
  steps: CadenceStep[];
  figures: CadenceFigures;
  createdAt: string;
  updatedAt: string;
}

export interface CadencePayload {
  name: string;
  smsFrom: string;
  steps: CadenceStep[];
}

export type EnrollmentStatus = 'active' | 'paused' | 'finished' | 'stopped';
export type StopReason = 'replied' | 'opted_out' | 'dnc' | 'disposition' | 'by_hand';

export type WaitingFor = 'window' | 'text_limit' | 'email_limit';

export interface Enrollment {
  id: number;
  lead: { id: number; name: string; phone: string; email: string };
  status: EnrollmentStatus;
  stopReason: StopReason | null;
  /** The next step, 0-based. */
  stepIndex: number;
  /** null once finished or stopped; `waitingFor`: why it waits past the time its delay gave it. */
  nextStep: { kind: StepKind; at: string; waitingFor: WaitingFor | null } | null;
  enrolledAt: string;
  updatedAt: string;
}

export interface EnrollmentsPage {
  enrollments: Enrollment[];
  pagination: { page: number; pageSize: number; total: number };
}

export type EnrollmentAction = 'stop' | 'pause' | 'resume';

/** A number of the organization that can send texts (from GET /phone-numbers). */
export interface SmsNumber {
  phoneNumber: string;
  friendlyName: string;
}
