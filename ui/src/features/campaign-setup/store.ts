import { create } from 'zustand';
import { errorMessage } from '../../lib/api-client';
import { fetchSetupProgress, saveStepProgress } from './api';
import { ALL_DONE, firstIncomplete, SETUP_STEPS, stepAfter } from './steps';
import type { SetupProgress, StepKey } from './types';

// The sentences users see, word for word.
export const LOAD_FAILED = 'Failed to load setup progress';
export const UPDATE_FAILED = 'Failed to update progress';

/** Which step is being recorded, and whether as completed (Next) or as started (Set Up, Configure). */
export interface SavingStep {
  key: StepKey;
  completed: boolean;
}

interface CampaignSetupState {
  /** null until the first answer. */
  progress: SetupProgress | null;
  loading: boolean;
  /** The last load failed and there is no progress to show: the page offers to try again. */
  loadFailed: boolean;
  /** The dismissible banner. */
  error: string | null;
  /** The stepper's open step, 0–5; ALL_DONE shows the launch panel. */
  current: number;
  /** The change on its way to the server; every step action waits for it. */
  saving: SavingStep | null;

  /** Loads progress and opens the first step not yet completed. */
  load: () => Promise<void>;
  /**
   * Set Up / Configure: records a step that is not completed as started (completed stays false), so the caller can
   * navigate to it. A completed step is only reviewed: nothing is sent. False when the record failed.
   */
  startStep: (key: StepKey) => Promise<boolean>;
  /** Next: marks the open step completed and opens the one after it; on failure the step stays as it was. */
  completeCurrent: () => Promise<void>;
  /** Back, a click on a step in the stepper, and Review Setup (step 1). */
  goTo: (index: number) => void;
  dismissError: () => void;
  /** Forgets everything when the screen closes, so the next visit (maybe by another user) starts clean. */
  reset: () => void;
}

const INITIAL: Pick<CampaignSetupState, 'progress' | 'loading' | 'loadFailed' | 'error' | 'current' | 'saving'> = {
  progress: null,
  loading: true,
  loadFailed: false,
  error: null,
  current: 0,
  saving: null,
};

// Only the newest load may write its answer, and nothing may land after the screen was left.
let generation = 0;

export const useCampaignSetup = create<CampaignSetupState>()((set, get) => ({
  ...INITIAL,

  load: async () => {
    const ticket = ++generation;
    // A retry keeps loadFailed until it succeeds, so the Try Again card stays put and spins meanwhile.
    set({ loading: true });
    try {
      const progress = await fetchSetupProgress();
      if (ticket !== generation) return;
      set({ progress, current: firstIncomplete(progress), loading: false, loadFailed: false, error: null });
    } catch (error) {
      if (ticket !== generation) return;
      console.warn('Loading setup progress failed', error);
      set({ loading: false, loadFailed: get().progress === null, error: LOAD_FAILED });
    }
  },

  startStep: async (key) => {
    const { progress, saving } = get();
    if (saving) return false;
    if (progress?.[key]) return true;
    return save(key, false, { started: true });
  },

  completeCurrent: async () => {
    const index = get().current;
    const step = SETUP_STEPS[index];
    if (!step || get().saving) return;
    if (await save(step.key, true)) {
      const progress = get().progress!;
      set({ current: stepAfter(index, progress) });
    }
  },

  goTo: (index) => {
    if (get().saving) return;
    set({ current: Math.max(0, Math.min(ALL_DONE, index)) });
  },

  dismissError: () => set({ error: null }),

  reset: () => {
    generation++;
    set(INITIAL);
  },
}));

/** One POST; the server's answer (the whole map) replaces the progress only when it succeeded. */
async function save(key: StepKey, completed: boolean, data?: Record<string, unknown>): Promise<boolean> {
  const ticket = generation;
  const { setState } = useCampaignSetup;
  setState({ saving: { key, completed }, error: null });
  try {
    const progress = await saveStepProgress(data ? { step: key, completed, data } : { step: key, completed });
    if (ticket !== generation) return false;
    setState({ progress, saving: null });
    return true;
  } catch (error) {
    if (ticket !== generation) return false;
    console.warn('Updating setup progress failed', error);
    // The server's own sentence when it has one ("Start a campaign first: …").
    setState({ saving: null, error: errorMessage(error, UPDATE_FAILED) });
    return false;
  }
}
