import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Blocks, Cable, ScrollText, Webhook as WebhookIcon } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { PageHeader } from '../../components/ui/PageHeader';
import { Tabs, type TabItem } from '../../components/ui/Tabs';
import { Toast } from '../../components/ui/Toast';
import { GoHighLevelTab } from './GoHighLevelTab';
import { IntegrationLogsTab } from './IntegrationLogsTab';
import { OtherCrmsTab } from './OtherCrmsTab';
import { useIntegrationStore } from './store';
import { useIntegrationLiveRefresh } from './use-integration-live-refresh';
import { WebhooksTab } from './WebhooksTab';

type TabId = 'gohighlevel' | 'webhooks' | 'other-crms' | 'logs';

const TABS: readonly TabItem<TabId>[] = [
  { id: 'gohighlevel', label: 'GoHighLevel', icon: Cable, content: <GoHighLevelTab /> },
  { id: 'webhooks', label: 'Webhooks', icon: WebhookIcon, content: <WebhooksTab /> },
  { id: 'other-crms', label: 'Other CRMs', icon: Blocks, content: <OtherCrmsTab /> },
  { id: 'logs', label: 'Integration Logs', icon: ScrollText, content: <IntegrationLogsTab /> },
];

function isTabId(value: string | null): value is TabId {
  return TABS.some((tab) => tab.id === value);
}

/** Route /integration: "Integration Management", four tabs; ?tab= keeps the open tab in the address. */
export function IntegrationPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabId = isTabId(requested) ? requested : 'gohighlevel';
  const loading = useIntegrationStore((state) => state.loading);
  const loadError = useIntegrationStore((state) => state.loadError);
  const notice = useIntegrationStore((state) => state.notice);
  const { load, dismissLoadError, dismissNotice } = useIntegrationStore.getState();

  useIntegrationLiveRefresh();
  useEffect(() => {
    const { load: loadAll, reset } = useIntegrationStore.getState();
    void loadAll();
    return reset;
  }, []);

  function selectTab(id: TabId) {
    setParams(id === 'gohighlevel' ? {} : { tab: id }, { replace: true });
  }

  return (
    <div className="@container">
      <PageHeader
        title="Integration Management"
        description="Connect your CRM, receive leads through webhooks and follow what every integration did."
      />

      {loadError && (
        <DismissibleAlert tone="error" className="mb-6" onDismiss={dismissLoadError}>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <span>{loadError}</span>
            <Button variant="outline" size="sm" busy={loading} onClick={() => void load()}>
              {loading ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        </DismissibleAlert>
      )}

      <Tabs label="Integrations" tabs={TABS} selected={selected} onSelect={selectTab} />

      <Toast message={notice?.message ?? null} tone={notice?.tone ?? 'success'} onDismiss={dismissNotice} />
    </div>
  );
}
