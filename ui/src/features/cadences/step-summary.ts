import { delayText, STEP_KIND_TEXT } from './labels';
import type { CadenceStep } from './types';

/**
 * A cadence's steps in one line: "Text → wait 1 business day → Call (Solar Q4) after 2 hours → E-mail". A wait
 * step reads as the wait itself; another step's own delay follows it, so the line keeps the real timing.
 */
export function stepSummary(steps: readonly CadenceStep[], campaignNames: ReadonlyMap<number, string>): string {
  return steps
    .map((step) => {
      if (step.kind === 'wait') return `wait ${delayText(step.delay.amount, step.delay.unit)}`;
      let text = STEP_KIND_TEXT[step.kind];
      if (step.kind === 'call' && step.campaignId != null) {
        text += ` (${campaignNames.get(step.campaignId) ?? `Campaign ${step.campaignId}`})`;
      }
      if (step.delay.amount > 0) text += ` after ${delayText(step.delay.amount, step.delay.unit)}`;
      return text;
    })
    .join(' → ');
}
