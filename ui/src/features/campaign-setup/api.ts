import { api } from '../../lib/api-client';
import { STEP_KEYS, type SetupProgress, type StepKey, type StepProgressUpdate } from './types';

const PROGRESS = '/campaign-setup/progress';

// Only `true` counts as done: a missing or malformed entry leaves the step to do rather than hiding it.
function toProgress(answer: unknown): SetupProgress {
  const map = (answer && typeof answer === 'object' ? answer : {}) as Partial<Record<StepKey, unknown>>;
  return Object.fromEntries(STEP_KEYS.map((key) => [key, map[key] === true])) as SetupProgress;
}

export async function fetchSetupProgress(signal?: AbortSignal): Promise<SetupProgress> {
  return toProgress(await api.get<unknown>(PROGRESS, signal));
}

/** Records a step; the answer is the whole map after the change. */
export async function saveStepProgress(update: StepProgressUpdate): Promise<SetupProgress> {
  return toProgress(await api.post<unknown>(PROGRESS, update));
}
