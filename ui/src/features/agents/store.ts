import { create } from 'zustand';
import { fetchAgents } from '../../entities/agents/api';
import type { Agent } from '../../entities/agents/types';
import { fetchCampaigns } from '../../entities/campaigns/api';
import type { Campaign } from '../../entities/campaigns/types';
import { ApiError } from '../../lib/api-client';
import { readUserData } from '../../lib/session-storage';
import { fetchViewer } from './api';
import type { Viewer } from './types';

/** What the agent screen says when no answer came at all. */
export const GENERIC_ERROR = 'An error occurred';

/**
 * The agent screen's sentence for a failed request: the server's message; for an answer without one (a proxy's
 * error page, a crash) its status line, "API Error: 502 - Bad Gateway"; GENERIC_ERROR when no answer came.
 */
export function agentError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  return GENERIC_ERROR;
}

interface AgentsState {
  /** null until the first answer arrives: that is when "Loading agents..." shows. */
  agents: Agent[] | null;
  showInactive: boolean;
  /** The page's red banner. */
  error: string | null;
  campaigns: Campaign[];
  viewer: Viewer;
  /** Reloads the list with the current filter; a newer reload wins over an older one still in flight. */
  load: () => Promise<void>;
  setShowInactive: (showInactive: boolean) => void;
  setError: (error: string | null) => void;
  loadCampaigns: () => Promise<void>;
  addCampaign: (campaign: Campaign) => void;
  loadViewer: () => Promise<void>;
  /** Forgets everything, so the next visit (maybe by another user) starts from "Loading agents...". */
  reset: () => void;
}

let latestLoad = 0;

export const useAgents = create<AgentsState>()((set, get) => ({
  agents: null,
  showInactive: false,
  error: null,
  campaigns: [],
  viewer: savedViewer(),

  load: async () => {
    const ticket = ++latestLoad;
    try {
      const agents = await fetchAgents(get().showInactive);
      if (ticket === latestLoad) set({ agents });
    } catch (error) {
      console.error('Failed to load agents', error);
      if (ticket === latestLoad) set({ error: agentError(error), agents: get().agents ?? [] });
    }
  },

  setShowInactive: (showInactive) => {
    set({ showInactive });
    void get().load();
  },

  setError: (error) => set({ error }),

  loadCampaigns: async () => {
    try {
      set({ campaigns: await fetchCampaigns() });
    } catch (error) {
      // The form still works without campaigns; the assignment control just stays empty.
      console.error('Failed to load campaigns', error);
    }
  },

  addCampaign: (campaign) =>
    set({ campaigns: [...get().campaigns, campaign].sort((a, b) => a.name.localeCompare(b.name)) }),

  loadViewer: async () => {
    // The saved session may be newer than this store (signed in since the app started): use it at once.
    set({ viewer: savedViewer() });
    try {
      const { user } = await fetchViewer();
      if (user?.role) set({ viewer: { id: user.id ?? null, role: user.role.toLowerCase() } });
    } catch {
      // Keep what the saved session said; a dead session is handled by the API client.
    }
  },

  reset: () => {
    latestLoad++;
    set({ agents: null, showInactive: false, error: null, campaigns: [], viewer: savedViewer() });
  },
}));

// The session's saved user answers at once; /auth/me confirms it when the screen opens.
function savedViewer(): Viewer {
  try {
    const user = JSON.parse(readUserData() ?? 'null') as { id?: unknown; role?: unknown } | null;
    return {
      id: typeof user?.id === 'number' ? user.id : null,
      role: typeof user?.role === 'string' ? user.role.toLowerCase() : '',
    };
  } catch {
    return { id: null, role: '' };
  }
}
