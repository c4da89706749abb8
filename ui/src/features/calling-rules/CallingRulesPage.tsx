import { useCallback, useEffect, useState } from 'react';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { LoadFailed } from '../../components/ui/LoadFailed';
import { PageHeader } from '../../components/ui/PageHeader';
import { Toast } from '../../components/ui/Toast';
import { fetchCallingRules, fetchPhoneSettings } from './api';
import { CallingHoursCard } from './CallingHoursCard';
import { PhoneCountryCard } from './PhoneCountryCard';
import type { CallingRules, PhoneSettings } from './types';

const DESCRIPTION = "When leads may be called, in each lead's own time, and how their phone numbers are read.";

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
          onSaved={(saved, message) => {
            setPhone(saved);
            setError(null);
            setToast(message);
          }}
          onError={setError}
        />
      )}
      {rules && (
        <CallingHoursCard
          rules={rules}
          onSaved={(saved, message) => {
            setRules(saved);
            setError(null);
            setToast(message);
          }}
          onError={setError}
        />
      )}
      <Toast message={toast} onDismiss={dismissToast} />
    </div>
  );
}
