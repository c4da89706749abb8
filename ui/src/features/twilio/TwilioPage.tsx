import { useCallback, useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { Toast } from '../../components/ui/Toast';
import { fetchTelephony } from './api';
import { CallbackAddressesCard } from './CallbackAddressesCard';
import { TwilioAccountCard } from './TwilioAccountCard';
import type { TelephonyAccount } from './types';

/** Route /twilio (admins): the organization's Twilio account, its connection test and the callback addresses. */
export function TwilioPage() {
  const [account, setAccount] = useState<TelephonyAccount | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setAccount(await fetchTelephony());
    } catch (caught) {
      console.warn('Loading the Twilio settings failed', caught);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const dismissToast = useCallback(() => setToast(null), []);

  return (
    <div className="space-y-6">
      <PageHeader title="Twilio" description="Twilio integration tools and status" />
      {error && (
        <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
          {error}
        </DismissibleAlert>
      )}
      {loadFailed && <LoadFailed text="Failed to load the Twilio settings." onRetry={() => void load()} />}
      {!loadFailed && !account && <p className="text-sm text-slate-500">Loading Twilio settings…</p>}
      {account && (
        <>
          <TwilioAccountCard
            account={account}
            onChanged={(changed, message) => {
              setAccount(changed);
              if (message) {
                setError(null);
                setToast(message);
              }
            }}
            onError={setError}
          />
          <CallbackAddressesCard callbacks={account.callbacks} />
        </>
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
