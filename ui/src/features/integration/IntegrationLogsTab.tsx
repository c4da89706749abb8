import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { IntegrationLogsTable } from './IntegrationLogsTable';
import { LoadFailedState, LoadingState } from './PanelStates';
import { useIntegrationStore } from './store';
import { TabCardHeader } from './TabCardHeader';

/** The Integration Logs tab: newest first, Refresh, and "Load more" while the last page was full. */
export function IntegrationLogsTab() {
  const logs = useIntegrationStore((state) => state.logs);
  const loading = useIntegrationStore((state) => state.loading);
  const refreshing = useIntegrationStore((state) => state.logsRefreshing);
  const haveMore = useIntegrationStore((state) => state.logsHaveMore);
  const loadingMore = useIntegrationStore((state) => state.logsLoadingMore);
  const { refreshLogs, loadMoreLogs, load } = useIntegrationStore.getState();

  return (
    <Card className="overflow-hidden">
      <TabCardHeader
        title="Integration Logs"
        description="What every integration did, newest first. Entries are kept for 90 days."
        action={
          <Button variant="outline" busy={refreshing} disabled={loading} onClick={() => void refreshLogs()}>
            {!refreshing && <RefreshCw className="size-4" aria-hidden="true" />}
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />
      {logs === null ? (
        <div className="border-t border-slate-200">
          {loading ? (
            <LoadingState text="Loading integration logs..." />
          ) : (
            <LoadFailedState
              text="The integration logs could not be loaded."
              busy={loading}
              onRetry={() => void load()}
            />
          )}
        </div>
      ) : (
        <div aria-busy={refreshing || undefined} className={refreshing ? 'opacity-60 transition-opacity' : undefined}>
          <IntegrationLogsTable logs={logs} />
        </div>
      )}
      {logs !== null && haveMore && (
        <div className="flex justify-center border-t border-slate-200 px-5 py-3">
          <Button variant="ghost" busy={loadingMore} onClick={() => void loadMoreLogs()}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </Card>
  );
}
