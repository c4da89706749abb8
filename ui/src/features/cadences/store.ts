import { create } from 'zustand';
import { fetchTemplates } from './api';
import type { MessageTemplate } from './types';

// The templates are shared by both tabs of /cadences: a template made under Message Templates is offered by the
// cadence form at once, and a saved cadence changes the templates' "used by" counts.
interface TemplatesState {
  /** null until the first answer. */
  templates: MessageTemplate[] | null;
  loadFailed: boolean;
  loadTemplates: () => Promise<void>;
  /** Forgets them when the screen is left, so the next visit, maybe by another user, starts clean. */
  reset: () => void;
}

// Bumped on reset: an answer to a request of the previous visit is dropped.
let generation = 0;

export const useTemplatesStore = create<TemplatesState>((set) => ({
  templates: null,
  loadFailed: false,
  loadTemplates: async () => {
    const asked = generation;
    set({ loadFailed: false });
    try {
      const templates = await fetchTemplates();
      if (asked === generation) set({ templates });
    } catch (caught) {
      console.warn('Loading the message templates failed', caught);
      if (asked === generation) set({ loadFailed: true });
    }
  },
  reset: () => {
    generation += 1;
    set({ templates: null, loadFailed: false });
  },
}));
