// Shapes of /api/v1/campaign-setup/progress.

/** The lowercase step names the server keys progress by, in setup order. */
export const STEP_KEYS = ['integration', 'leads', 'list id', 'cadence', 'campaign', 'agents'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** Step name → completed. */
export type SetupProgress = Record<StepKey, boolean>;

/** POST body: `data` is stored with the step (e.g. {"started": true} when the user opens it). */
export interface StepProgressUpdate {
  step: StepKey;
  completed: boolean;
  data?: Record<string, unknown>;
}

/** How a step shows: completed if the progress marks it, active if current, else pending. */
export type StepState = 'completed' | 'active' | 'pending';
