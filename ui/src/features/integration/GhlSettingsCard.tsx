import { useEffect, useState, type FormEvent } from 'react';
import { PlugZap, Save } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/Card';
import { Switch } from '../../components/ui/Switch';
import { TextField } from '../../components/ui/TextField';
import { ApiError } from '../../lib/api-client';
import { saveGoHighLevel, testGoHighLevel } from './api';
import { formFor, isDirty, savePayload, testPayload, type GhlForm, type GhlSwitch } from './ghl-form';
import { failureText, GHL_SAVED, GHL_SAVE_FAILED, GHL_TEST_FAILED, GHL_TEST_OK } from './messages';
import { useIntegrationStore } from './store';
import type { GhlIntegration } from './types';

export interface GhlResult {
  tone: 'success' | 'error';
  text: string;
}

const SWITCHES: Array<{ key: GhlSwitch; label: string; description: string }> = [
  {
    key: 'enabled',
    label: 'Enable GoHighLevel Integration',
    description: 'Turns the connection on. Needs the API key and the Location ID.',
  },
  {
    key: 'syncLeads',
    label: 'Sync Leads',
    description: 'Brings GoHighLevel contacts in as leads, in the list named “GoHighLevel”.',
  },
  {
    key: 'syncContacts',
    label: 'Sync Contacts',
    description: 'Keeps contact details up to date when they change in GoHighLevel.',
  },
  {
    key: 'autoCreateCampaigns',
    label: 'Auto-create Campaigns',
    description: 'Creates campaigns for new GoHighLevel leads without a manual step.',
  },
];

export interface GhlSettingsCardProps {
  integration: GhlIntegration;
  /** Where the outcome of Save and Test goes (the tab's banner). */
  onResult: (result: GhlResult | null) => void;
}

/**
 * GoHighLevel: API Key (write-only: the field shows the stored key's mask as its placeholder and sends a
 * key only when one is typed), Location ID, four switches, Save Configuration and Test Connection.
 */
export function GhlSettingsCard({ integration, onResult }: GhlSettingsCardProps) {
  const configVersion = useIntegrationStore((state) => state.configVersion);
  const saved = formFor(integration.config);
  const [form, setForm] = useState<GhlForm>(saved);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  // The fields the server named in its last refusal ("details": {"locationId": …}), until they are edited.
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});

  // New settings from the server (a load, a save) replace the form; a status refresh does not.
  useEffect(() => setForm(formFor(useIntegrationStore.getState().integration?.config)), [configVersion]);

  const update = <K extends keyof GhlForm>(key: K, value: GhlForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setInvalid((previous) => (previous[key] ? { ...previous, [key]: false } : previous));
  };

  function markInvalid(caught: unknown) {
    const details = caught instanceof ApiError ? caught.details : {};
    setInvalid({ apiKey: 'apiKey' in details, locationId: 'locationId' in details });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy('save');
    onResult(null);
    setInvalid({});
    const { setIntegration, refreshLogs } = useIntegrationStore.getState();
    try {
      setIntegration(await saveGoHighLevel(savePayload(form)));
      onResult({ tone: 'success', text: GHL_SAVED });
    } catch (caught) {
      console.warn('Saving the GoHighLevel integration failed', caught);
      onResult({ tone: 'error', text: failureText(GHL_SAVE_FAILED, caught) });
      markInvalid(caught);
    } finally {
      setBusy(null);
      void refreshLogs();
    }
  }

  async function test() {
    setBusy('test');
    onResult(null);
    setInvalid({});
    const { refreshStatus, refreshLogs } = useIntegrationStore.getState();
    try {
      const { locationName } = await testGoHighLevel(testPayload(form));
      onResult({
        tone: 'success',
        text: locationName ? `${GHL_TEST_OK}: connected to location “${locationName}”` : GHL_TEST_OK,
      });
    } catch (caught) {
      console.warn('The GoHighLevel connection test failed', caught);
      onResult({ tone: 'error', text: failureText(GHL_TEST_FAILED, caught) });
      markInvalid(caught);
    } finally {
      setBusy(null);
      void refreshStatus();
      void refreshLogs();
    }
  }

  const keyHint = integration.hasApiKey
    ? 'A key is stored and is never shown. Leave this empty to keep it, or type a new key to replace it.'
    : 'The API key (private integration token) of your GoHighLevel sub-account.';

  return (
    <Card>
      <form onSubmit={save} aria-labelledby="ghl-settings-title" noValidate>
        <CardHeader>
          <CardTitle id="ghl-settings-title">GoHighLevel Configuration</CardTitle>
          <CardDescription>Connect your GoHighLevel sub-account to bring its contacts in as leads.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="grid gap-4 @2xl:grid-cols-2">
            <TextField
              id="ghl-api-key"
              name="ghl-api-key"
              label="API Key"
              type="password"
              autoComplete="new-password"
              spellCheck={false}
              placeholder={integration.hasApiKey ? integration.config.apiKey : 'Paste your API key'}
              hint={keyHint}
              value={form.apiKey}
              invalid={Boolean(invalid['apiKey'])}
              onChange={(event) => update('apiKey', event.target.value)}
            />
            <TextField
              id="ghl-location-id"
              name="ghl-location-id"
              label="Location ID"
              autoComplete="off"
              spellCheck={false}
              placeholder="e.g. ve9EPM428h8vShlRW1KT"
              hint="Letters, digits, - and _ only."
              value={form.locationId}
              invalid={Boolean(invalid['locationId'])}
              onChange={(event) => update('locationId', event.target.value)}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Options</legend>
            <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
              {SWITCHES.map(({ key, label, description }) => (
                <li key={key} className="px-4 py-3">
                  <Switch
                    id={`ghl-${key}`}
                    label={label}
                    checked={form[key]}
                    onChange={(checked) => update(key, checked)}
                  />
                  <p className="mt-0.5 pl-[3.375rem] text-xs text-slate-500">{description}</p>
                </li>
              ))}
            </ul>
          </fieldset>
        </CardContent>
        <CardFooter className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {isDirty(form, saved) && (
            <p className="mr-auto text-sm text-secondary-800" data-testid="ghl-unsaved">
              Unsaved changes
            </p>
          )}
          {/* The two buttons wrap as one group, never one above the other. */}
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void test()} busy={busy === 'test'} disabled={busy !== null}>
              {busy !== 'test' && <PlugZap className="size-4" aria-hidden="true" />}
              {busy === 'test' ? 'Testing...' : 'Test Connection'}
            </Button>
            <Button type="submit" busy={busy === 'save'} disabled={busy !== null}>
              {busy !== 'save' && <Save className="size-4" aria-hidden="true" />}
              {busy === 'save' ? 'Saving...' : 'Save Configuration'}
            </Button>
          </div>
        </CardFooter>
      </form>
    </Card>
  );
}
