import { useLiveRefresh } from '../../lib/use-live-refresh';
import type { LiveStatus } from '../../lib/live-events';
import { useLeadsStore } from './store';

// The list and the summary cards refresh every 30 seconds; live events make that the fallback.
export const FALLBACK_REFRESH_MS = 30_000;

const LEAD_EVENTS = ['leads.changed', 'lists.changed', 'import.progress'] as const;

/**
 * The table, the summary cards and the lists follow changes made anywhere (another tab, another user, an
 * import, a webhook, a sync) without a loading flash: the filters, the page and open dialogs stay as they are.
 */
export function useLeadsLiveRefresh(): LiveStatus {
  return useLiveRefresh(LEAD_EVENTS, () => useLeadsStore.getState().refresh(true), {
    // An import's rows arrive as leads.changed; its progress matters here only once it is over.
    accept: (event) => event.type !== 'import.progress' || event.data.done,
    fallbackMs: FALLBACK_REFRESH_MS,
  });
}
