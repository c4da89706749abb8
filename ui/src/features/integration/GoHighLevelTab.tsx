import { useState } from 'react';
import { Card } from '../../components/ui/Card';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { ConnectionStatusCard } from './ConnectionStatusCard';
import { GhlSettingsCard, type GhlResult } from './GhlSettingsCard';
import { LoadFailedState, LoadingState } from './PanelStates';
import { useIntegrationStore } from './store';

/** The GoHighLevel tab: the settings beside the connection status (stacked on narrow screens). */
export function GoHighLevelTab() {
  const integration = useIntegrationStore((state) => state.integration);
  const loading = useIntegrationStore((state) => state.loading);
  const [result, setResult] = useState<GhlResult | null>(null);

  if (!integration) {
    return (
      <Card>
        {loading ? (
          <LoadingState text="Loading GoHighLevel settings..." />
        ) : (
          <LoadFailedState
            text="The GoHighLevel settings could not be loaded."
            busy={loading}
            onRetry={() => void useIntegrationStore.getState().load()}
          />
        )}
      </Card>
    );
  }

  return (
    <div className="space-y-6">
      {result && (
        <DismissibleAlert tone={result.tone} onDismiss={() => setResult(null)}>
          <span data-testid="ghl-result">{result.text}</span>
        </DismissibleAlert>
      )}
      <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
        <GhlSettingsCard integration={integration} onResult={setResult} />
        <ConnectionStatusCard integration={integration} />
      </div>
    </div>
  );
}
