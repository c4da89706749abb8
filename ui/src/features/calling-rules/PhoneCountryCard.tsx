import { useEffect, useMemo, useState } from 'react';
import { Save } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { SelectField } from '../../components/ui/SelectField';
import { ApiError } from '../../lib/api-client';
import { savePhoneSettings } from './api';
import type { PhoneSettings } from './types';

export interface PhoneCountryCardProps {
  settings: PhoneSettings;
  onSaved: (settings: PhoneSettings, message: string) => void;
  onError: (message: string) => void;
}

function countryName(code: string, names: Intl.DisplayNames | null): string {
  try {
    const name = names?.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** Default Country: how a phone number typed without a country code is read. */
export function PhoneCountryCard({ settings, onSaved, onError }: PhoneCountryCardProps) {
  const [country, setCountry] = useState(settings.defaultCountry);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCountry(settings.defaultCountry), [settings.defaultCountry]);

  const options = useMemo(() => {
    const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
    return settings.countries
      .map((code) => ({ value: code, label: countryName(code, names) }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [settings.countries]);

  async function save() {
    setBusy(true);
    try {
      const saved = await savePhoneSettings(country);
      onSaved(saved, 'Default country saved');
    } catch (caught) {
      console.warn('Saving the default country failed', caught);
      onError(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : 'Failed to save the default country.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Phone Numbers</CardTitle>
        <CardDescription>
          A number typed without a country code is read as a number of this country. Leads saved from now on follow
          a change.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <SelectField
          id="default-country"
          label="Default Country"
          className="min-w-64 flex-1"
          options={options}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        />
        <Button onClick={() => void save()} busy={busy} disabled={country === settings.defaultCountry}>
          <Save className="size-4" aria-hidden="true" />
          Save Country
        </Button>
      </CardContent>
    </Card>
  );
}
