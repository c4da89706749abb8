import { useCallback, useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { Toast } from '../../components/ui/Toast';
import { fetchCallingRules, fetchPhoneSettings } from './api';
import { CallingHoursCard } from './CallingHoursCard';
import { OptOutReachCard } from './OptOutReachCard';
import { PhoneCountryCard } from './PhoneCountryCard';
import type { CallingRules, PhoneSettings } from './types';

const DESCRIPTION =
  "When leads may be called, in each lead's own time, how their phone numbers are read, and what an opt-out stops.";

/** Route /calling-rules (admins): the default country for phone numbers, calling hours, holidays, state rules. */
export function CallingRulesPage() {
  const [phone, setPhone] = useState<PhoneSettings | null>(null);
  const [rules, setRules] = useState<CallingRules | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      const [phoneSettings, callingRules] = await Promise.all([fetchPhoneSettings(), fetchCallingRules()]);
      setPhone(phoneSettings);
      setRules(callingRules);
    } catch (caught) {
      console.warn('Loading the calling rules failed', caught);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const dismissToast = useCallback(() => setToast(null), []);
  // What each card's save does on success: keep what the server stored, clear the error, say so.
  function onSaved<T>(keep: (stored: T) => void) {
    return (stored: T, message: string) => {
      keep(stored);
      setError(null);
      setToast(message);
    };
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Calling Rules" description={DESCRIPTION} />
      {error && (
        <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
          {error}
        </DismissibleAlert>
      )}
      {loadFailed && <LoadFailed text="Failed to load the calling rules." onRetry={() => void load()} />}
      {!loadFailed && (!phone || !rules) && <p className="text-sm text-slate-500">Loading calling rules…</p>}
      {phone && (
        <PhoneCountryCard
          settings={phone}
          onSaved={onSaved(setPhone)}
          onError={setError}
        />
      )}
      {rules && (
        <CallingHoursCard
          rules={rules}
          onSaved={onSaved(setRules)}
          onError={setError}
        />
      )}
      {rules && (
        <OptOutReachCard
          rules={rules}
          onSaved={onSaved(setRules)}
          onError={setError}
        />
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
