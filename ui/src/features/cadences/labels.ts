import type { BadgeTone } from '../../components/ui/Badge';
import type {
  CadenceStatus,
  DelayUnit,
  EnrollmentStatus,
  StepKind,
  StopReason,
  TemplateChannel,
  WaitingFor,
} from './types';

export const CADENCE_STATUS_TEXT: Record<CadenceStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  archived: 'Archived',
};

export const CADENCE_STATUS_TONE: Record<CadenceStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  archived: 'neutral',
};

export const STEP_KIND_TEXT: Record<StepKind, string> = {
  call: 'Call',
  sms: 'Text',
  email: 'E-mail',
  wait: 'Wait',
};

/** The order the "Add a step" buttons come in. */
export const STEP_KINDS: readonly StepKind[] = ['sms', 'call', 'email', 'wait'];

export const CHANNEL_TEXT: Record<TemplateChannel, string> = { sms: 'Text', email: 'E-mail' };

export const DELAY_UNIT_TEXT: Record<DelayUnit, { one: string; many: string }> = {
  minutes: { one: 'minute', many: 'minutes' },
  hours: { one: 'hour', many: 'hours' },
  business_days: { one: 'business day', many: 'business days' },
};

export const ENROLLMENT_STATUS_TEXT: Record<EnrollmentStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  finished: 'Finished',
  stopped: 'Stopped',
};

export const ENROLLMENT_STATUS_TONE: Record<EnrollmentStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  finished: 'info',
  stopped: 'neutral',
};

export const STOP_REASON_TEXT: Record<StopReason, string> = {
  replied: 'Replied',
  opted_out: 'Opted out',
  dnc: 'On Do Not Call',
  disposition: 'Final disposition',
  by_hand: 'Stopped by hand',
};

export const WAITING_FOR_TEXT: Record<WaitingFor, string> = {
  window: "Waits for its hours in the lead's own time",
  text_limit: 'Waits for the weekly limit: 3 texts in 7 days',
  email_limit: 'Waits for the weekly limit: 5 e-mails in 7 days',
};

/** The fields a template may use, in the server's order (anything else is refused). */
export const LEAD_FIELDS: ReadonlyArray<{ token: string; label: string }> = [
  { token: '{{firstName}}', label: "The lead's first name" },
  { token: '{{lastName}}', label: "The lead's last name" },
  { token: '{{name}}', label: "The lead's full name" },
  { token: '{{company}}', label: "The lead's company" },
  { token: '{{email}}', label: "The lead's e-mail address" },
  { token: '{{phone}}', label: "The lead's phone number" },
  { token: '{{companyName}}', label: 'Your organization' },
];

/** "1 business day", "2 hours". */
export function delayText(amount: number, unit: DelayUnit): string {
  const words = DELAY_UNIT_TEXT[unit];
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? words.one : words.many}`;
}
