import { useCallback, useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { Toast } from '../../components/ui/Toast';
import { fetchMailRelay } from './api';
import { MailRelayCard } from './MailRelayCard';
import { MailTestCard } from './MailTestCard';
import type { MailRelay } from './types';

/** Route /email (admins): the mail relay every e-mail leaves through, and its test e-mail. */
export function EmailPage() {
  const [relay, setRelay] = useState<MailRelay | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setRelay(await fetchMailRelay());
    } catch (caught) {
      console.warn('Loading the mail relay failed', caught);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const dismissToast = useCallback(() => setToast(null), []);
  const changed = (next: MailRelay, message: string) => {
    setRelay(next);
    if (message) {
      setError(null);
      setToast(message);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="E-mail"
        description="The mail server your e-mails go out through: welcome e-mails, password reset links and cadence e-mails."
      />
      {error && (
        <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
          <span data-testid="mail-relay-error">{error}</span>
        </DismissibleAlert>
      )}
      {loadFailed && <LoadFailed text="Failed to load the e-mail settings." onRetry={() => void load()} />}
      {!loadFailed && !relay && <p className="text-sm text-slate-500">Loading e-mail settings…</p>}
      {relay && (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
          <MailRelayCard relay={relay} onChanged={changed} onError={setError} />
          <MailTestCard relay={relay} onChanged={changed} onError={setError} />
        </div>
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
