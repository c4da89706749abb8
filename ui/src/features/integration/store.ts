import { create } from 'zustand';
import * as integrationApi from './api';
import { FETCH_FAILED } from './messages';
import type { GhlIntegration, IntegrationLog, Webhook } from './types';

export interface Notice {
  message: string;
  tone: 'success' | 'error';
}

interface IntegrationState {
  /** The three lists are on their way (opening the screen, or Try again). */
  loading: boolean;
  /** The page's banner when a list call failed. */
  loadError: string | null;
  /** null until loaded, and when loading it failed. */
  integration: GhlIntegration | null;
  /**
   * Goes up when the saved settings arrive (a load or a save), not when only the connection status changes, so the
   * form re-reads the settings then and keeps what is being typed otherwise.
   */
  configVersion: number;
  webhooks: Webhook[] | null;
  logs: IntegrationLog[] | null;
  /** The last log page was full: there may be older entries. */
  logsHaveMore: boolean;
  logsRefreshing: boolean;
  logsLoadingMore: boolean;
  /** The toast in the corner: short confirmations such as "Webhook URL copied to clipboard". */
  notice: Notice | null;

  /** GET /integrations, /webhooks and /integration-logs together; what loads is shown even if another fails. */
  load: () => Promise<void>;
  /** The settings the server answered a save with. */
  setIntegration: (integration: GhlIntegration) => void;
  /** After a test or a sync: the status, the last sync and the last error, leaving the form alone. */
  refreshStatus: () => Promise<void>;
  putWebhook: (webhook: Webhook) => void;
  dropWebhook: (id: number) => void;
  /** The webhooks again (their "Last lead" times), quietly: a failure keeps the table as it is. */
  refreshWebhooks: () => Promise<void>;
  /**
   * The newest log page again; false when it failed (the banner says so). `quiet` (live updates) shows no busy
   * table, keeps the older pages loaded with "Load more" and only logs a failure.
   */
  refreshLogs: (quiet?: boolean) => Promise<boolean>;
  loadMoreLogs: () => Promise<void>;
  notify: (message: string, tone?: Notice['tone']) => void;
  dismissNotice: () => void;
  dismissLoadError: () => void;
  /** Forgets everything (leaving the screen), so the next visit, maybe by another user, starts clean. */
  reset: () => void;
}

const INITIAL = {
  loading: true,
  loadError: null,
  integration: null,
  configVersion: 0,
  webhooks: null,
  logs: null,
  logsHaveMore: false,
  logsRefreshing: false,
  logsLoadingMore: false,
  notice: null,
};

// Answers that arrive after a reset (the user left the screen) belong to nobody and are dropped.
let generation = 0;
// Several refreshes can overlap (a save and a test in a row): only the newest may write the first page.
let logsTicket = 0;
// A webhooks answer that left the server before a local save or delete is older than the table: dropped.
let webhooksTicket = 0;

export const useIntegrationStore = create<IntegrationState>()((set, get) => {
  /** Runs `task` and applies its result only if no reset happened meanwhile. */
  async function current<T>(task: Promise<T>): Promise<{ value: T; stale: boolean }> {
    const started = generation;
    const value = await task;
    return { value, stale: started !== generation };
  }

  return {
    ...INITIAL,

    load: async () => {
      const started = generation;
      set({ loading: true, loadError: null });
      const [integration, webhooks, logs] = await Promise.allSettled([
        integrationApi.fetchGoHighLevel(),
        integrationApi.fetchWebhooks(),
        integrationApi.fetchIntegrationLogs(),
      ]);
      if (started !== generation) return;
      const failed = [integration, webhooks, logs].filter((result) => result.status === 'rejected');
      for (const failure of failed) console.warn('Loading integration data failed', failure.reason);
      set((state) => ({
        loading: false,
        loadError: failed.length > 0 ? FETCH_FAILED : null,
        ...(integration.status === 'fulfilled'
          ? { integration: integration.value, configVersion: state.configVersion + 1 }
          : {}),
        ...(webhooks.status === 'fulfilled' ? { webhooks: webhooks.value } : {}),
        ...(logs.status === 'fulfilled'
          ? { logs: logs.value, logsHaveMore: logs.value.length >= integrationApi.LOG_PAGE_SIZE }
          : {}),
      }));
    },

    setIntegration: (integration) => set((state) => ({ integration, configVersion: state.configVersion + 1 })),

    refreshStatus: async () => {
      try {
        const { value: fresh, stale } = await current(integrationApi.fetchGoHighLevel());
        if (stale || !fresh) return;
        const known = get().integration;
        if (!known) {
          get().setIntegration(fresh);
          return;
        }
        // The settings object stays the same one, so the form does not take it for new settings.
        set({ integration: { ...fresh, config: known.config } });
      } catch (error) {
        // The action's own message already told the user how it went; the card just keeps its last state.
        console.warn('Refreshing the GoHighLevel status failed', error);
      }
    },

    putWebhook: (webhook) => {
      webhooksTicket++;
      set((state) => {
        const list = state.webhooks ?? [];
        const exists = list.some((candidate) => candidate.id === webhook.id);
        return {
          webhooks: exists
            ? list.map((candidate) => (candidate.id === webhook.id ? webhook : candidate))
            : [...list, webhook],
        };
      });
    },

    dropWebhook: (id) => {
      webhooksTicket++;
      set((state) => ({ webhooks: (state.webhooks ?? []).filter((webhook) => webhook.id !== id) }));
    },

    refreshWebhooks: async () => {
      const ticket = ++webhooksTicket;
      try {
        const { value: webhooks, stale } = await current(integrationApi.fetchWebhooks());
        if (!stale && ticket === webhooksTicket) set({ webhooks });
      } catch (error) {
        console.warn('Refreshing the webhooks failed', error);
      }
    },

    refreshLogs: async (quiet = false) => {
      const ticket = ++logsTicket;
      if (!quiet) set({ logsRefreshing: true });
      try {
        const { value: logs, stale } = await current(integrationApi.fetchIntegrationLogs());
        if (stale || ticket !== logsTicket) return true;
        // Also ends the busy look of a Refresh this answer overtook.
        set((state) => ({ ...(quiet ? withNewestPage(state, logs) : firstPage(logs)), logsRefreshing: false }));
        return true;
      } catch (error) {
        console.warn('Loading integration logs failed', error);
        // A live update that failed is only logged: nobody asked for it, and the table still shows what it had.
        if (ticket === logsTicket) set({ logsRefreshing: false, ...(quiet ? {} : { loadError: FETCH_FAILED }) });
        return false;
      }
    },

    loadMoreLogs: async () => {
      const known = get().logs ?? [];
      const oldest = known[known.length - 1];
      if (!oldest || get().logsLoadingMore) return;
      set({ logsLoadingMore: true });
      try {
        const { value: older, stale } = await current(integrationApi.fetchIntegrationLogs(oldest.id));
        if (stale) return;
        set((state) => {
          // A refresh meanwhile may already hold some of these.
          const seen = new Set((state.logs ?? []).map((entry) => entry.id));
          return {
            logs: [...(state.logs ?? []), ...older.filter((entry) => !seen.has(entry.id))],
            logsHaveMore: older.length >= integrationApi.LOG_PAGE_SIZE,
            logsLoadingMore: false,
          };
        });
      } catch (error) {
        console.warn('Loading older integration logs failed', error);
        set({ logsLoadingMore: false, loadError: FETCH_FAILED });
      }
    },

    notify: (message, tone = 'success') => set({ notice: { message, tone } }),
    dismissNotice: () => set({ notice: null }),
    dismissLoadError: () => set({ loadError: null }),

    reset: () => {
      generation++;
      set(INITIAL);
    },
  };
});

function firstPage(logs: IntegrationLog[]): Pick<IntegrationState, 'logs' | 'logsHaveMore'> {
  return { logs, logsHaveMore: logs.length >= integrationApi.LOG_PAGE_SIZE };
}

/**
 * The newest page in front of the entries already shown that are older than it, so a live update does not take
 * away what "Load more" brought in. Entries are newest first by id. When the page does not reach back to the
 * newest entry shown, there may be a gap between them: the page alone is shown then.
 */
function withNewestPage(
  state: Pick<IntegrationState, 'logs' | 'logsHaveMore'>,
  page: IntegrationLog[],
): Pick<IntegrationState, 'logs' | 'logsHaveMore'> {
  const known = state.logs ?? [];
  const oldestOnPage = page[page.length - 1];
  const newestKnown = known[0];
  if (!oldestOnPage || !newestKnown || oldestOnPage.id > newestKnown.id) return firstPage(page);
  const older = known.filter((entry) => entry.id < oldestOnPage.id);
  if (older.length === 0) return firstPage(page);
  return { logs: [...page, ...older], logsHaveMore: state.logsHaveMore };
}
