// The cadence form's state: every field as typed, turned into the API's payload on save.
import type { Cadence, CadencePayload, CadenceStep, DelayUnit, StepKind } from './types';

export interface StepForm {
  /** Stable across reordering: React's key and the inputs' ids. */
  key: number;
  kind: StepKind;
  amount: string;
  unit: DelayUnit;
  /** false: the step may run at any time (window null). */
  windowOn: boolean;
  start: string;
  end: string;
  /** "" until chosen. */
  templateId: string;
  campaignId: string;
}

export interface CadenceForm {
  name: string;
  smsFrom: string;
  steps: StepForm[];
}

let nextKey = 1;

/** The usual lead-local hours for a text: no one likes a marketing text at breakfast or after dinner. */
export const TEXT_WINDOW = { start: '09:00', end: '20:00' } as const;

/** A new step of `kind` with what it most often needs: a text right away inside the day, a wait of a business day. */
export function newStep(kind: StepKind): StepForm {
  return {
    key: nextKey++,
    kind,
    amount: kind === 'wait' ? '1' : '0',
    unit: kind === 'wait' ? 'business_days' : 'minutes',
    windowOn: kind === 'sms',
    start: TEXT_WINDOW.start,
    end: TEXT_WINDOW.end,
    templateId: '',
    campaignId: '',
  };
}

export function formOf(cadence: Cadence | null): CadenceForm {
  return {
    name: cadence?.name ?? '',
    smsFrom: cadence?.smsFrom ?? '',
    steps: (cadence?.steps ?? []).map((step) => ({
      key: nextKey++,
      kind: step.kind,
      amount: String(step.delay.amount),
      unit: step.delay.unit,
      windowOn: step.window !== null,
      start: step.window?.start ?? TEXT_WINDOW.start,
      end: step.window?.end ?? TEXT_WINDOW.end,
      templateId: step.templateId == null ? '' : String(step.templateId),
      campaignId: step.campaignId == null ? '' : String(step.campaignId),
    })),
  };
}

export function textsSomewhere(form: CadenceForm): boolean {
  return form.steps.some((step) => step.kind === 'sms');
}

/**
 * The payload, or the sentence the server would answer for what can be told here already (the same words, so the
 * user sees one voice). Everything else — templates, campaigns, windows, the number — the server checks.
 */
export function payloadOf(form: CadenceForm): { payload: CadencePayload } | { error: string } {
  if (!form.name.trim()) return { error: 'Enter a name for the cadence' };
  if (form.steps.length === 0) return { error: 'Add at least one step' };
  const steps: CadenceStep[] = [];
  for (const [index, step] of form.steps.entries()) {
    const amount = Number(step.amount);
    if (step.amount.trim() === '' || !Number.isInteger(amount) || amount < 0 || amount > 1000) {
      return { error: `Step ${index + 1}: the delay must be a whole number from 0 to 1,000` };
    }
    const out: CadenceStep = {
      kind: step.kind,
      delay: { amount, unit: step.unit },
      window: step.kind !== 'wait' && step.windowOn ? { start: step.start, end: step.end } : null,
    };
    if ((step.kind === 'sms' || step.kind === 'email') && step.templateId) out.templateId = Number(step.templateId);
    if (step.kind === 'call' && step.campaignId) out.campaignId = Number(step.campaignId);
    steps.push(out);
  }
  return { payload: { name: form.name.trim(), smsFrom: form.smsFrom, steps } };
}

/** The step a server sentence names ("Step 2: choose a text template" → 1), or null. */
export function stepOfError(message: string | null): number | null {
  const match = message ? /^Step (\d+):/.exec(message) : null;
  return match ? Number(match[1]) - 1 : null;
}
