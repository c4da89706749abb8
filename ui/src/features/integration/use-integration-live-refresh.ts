import { useLiveRefresh } from '../../lib/use-live-refresh';
import { useIntegrationStore } from './store';

const INTEGRATION_EVENTS = ['integration.changed'] as const;

/**
 * The screen follows what integrations do while it is open: new Integration Logs entries, the GoHighLevel
 * connection status (a scheduled sync, a test in another tab), and the webhooks' "Last lead" times. Each part
 * reloads on its own, quietly, and all of them after a reset.
 */
export function useIntegrationLiveRefresh(): void {
  useLiveRefresh(INTEGRATION_EVENTS, () => useIntegrationStore.getState().refreshLogs(true), {
    accept: ({ data }) => data.what === 'log',
  });
  useLiveRefresh(INTEGRATION_EVENTS, () => useIntegrationStore.getState().refreshStatus(), {
    accept: ({ data }) => data.integration === 'gohighlevel' && data.what === 'status',
  });
  useLiveRefresh(INTEGRATION_EVENTS, () => useIntegrationStore.getState().refreshWebhooks(), {
    accept: ({ data }) => data.integration === 'webhook',
  });
}
