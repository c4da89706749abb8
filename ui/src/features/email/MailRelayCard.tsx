import { useEffect, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/Card';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { ApiError, errorMessage } from '../../lib/api-client';
import { saveMailRelay } from './api';
import { formOf, isDirty, payloadOf, SECURITY_OPTIONS, withSecurity, type MailRelayForm } from './mail-relay-form';
import type { MailRelay, MailSecurity } from './types';

const STATUS: Record<MailRelay['status'], { tone: 'success' | 'neutral' | 'error'; text: string }> = {
  working: { tone: 'success', text: 'Working' },
  untested: { tone: 'neutral', text: 'Not tested' },
  error: { tone: 'error', text: 'Failing' },
};

export interface MailRelayCardProps {
  relay: MailRelay;
  onChanged: (relay: MailRelay, message: string) => void;
  onError: (message: string) => void;
}

/** The relay's settings: server, security, login (the password write-only), the sender; Save. */
export function MailRelayCard({ relay, onChanged, onError }: MailRelayCardProps) {
  const [form, setForm] = useState<MailRelayForm>(() => formOf(relay));
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  useEffect(() => setForm(formOf(relay)), [relay]);

  const update = (key: keyof MailRelayForm, value: string) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setInvalid((previous) => (previous[key] ? { ...previous, [key]: false } : previous));
  };
  const field = (key: Exclude<keyof MailRelayForm, 'security'>) => ({
    id: `mail-${key}`,
    value: form[key],
    disabled: busy,
    invalid: Boolean(invalid[key]),
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setInvalid({});
    try {
      onChanged(await saveMailRelay(payloadOf(form)), 'Mail relay saved. Send a test e-mail to check it.');
    } catch (caught) {
      console.warn('Saving the mail relay failed', caught);
      setInvalid(caught instanceof ApiError ? Object.fromEntries(Object.keys(caught.details).map((k) => [k, true])) : {});
      onError(errorMessage(caught, 'Failed to save the mail relay.'));
    } finally {
      setBusy(false);
    }
  }

  const status = STATUS[relay.status];
  const secure = form.security !== 'none';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Mail Relay (SMTP)</CardTitle>
          <CardDescription>
            Your e-mail provider's SMTP server, from its help pages (often "SMTP settings"). The password is kept on
            the server and never shown again.
          </CardDescription>
        </div>
        {relay.configured && (
          <Badge tone={status.tone} dot data-testid="mail-relay-status">
            {status.text}
          </Badge>
        )}
      </CardHeader>
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Mail relay settings">
        <CardContent className="space-y-4">
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_8rem]">
            <TextField label="SMTP Server" requiredMark placeholder="smtp.example.com" maxLength={253} {...field('host')} />
            <TextField label="Port" requiredMark inputMode="numeric" maxLength={5} {...field('port')} />
          </div>
          <SelectField
            id="mail-security"
            label="Security"
            value={form.security}
            disabled={busy}
            options={SECURITY_OPTIONS}
            error={invalid['security'] ? ' ' : undefined}
            onChange={(event) => {
              setForm((previous) => withSecurity(previous, event.target.value as MailSecurity));
              setInvalid((previous) => ({ ...previous, security: false, port: false }));
            }}
          />
          {secure && (
            <div className="grid gap-4 md:grid-cols-2">
              <TextField label="Username" hint="Leave empty if the relay needs no login." maxLength={200} {...field('username')} />
              <TextField
                label="Password"
                type="password"
                {...(relay.hasPassword
                  ? { placeholder: `${relay.password} (set)`, hint: 'Leave empty to keep the stored password.' }
                  : {})}
                maxLength={200}
                {...field('password')}
                autoComplete="new-password"
              />
            </div>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              label="From Address"
              requiredMark
              type="email"
              placeholder="calls@example.com"
              hint="Your provider must allow sending from it."
              maxLength={254}
              {...field('fromAddress')}
            />
            <TextField label="From Name (Optional)" placeholder="Sunrise Solar" maxLength={100} {...field('fromName')} />
          </div>
        </CardContent>
        <CardFooter className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {relay.configured && isDirty(form, relay) && (
            <p className="mr-auto text-sm text-secondary-800" data-testid="mail-relay-unsaved">
              Unsaved changes
            </p>
          )}
          <Button type="submit" busy={busy} disabled={busy}>
            {!busy && <Save className="size-4" aria-hidden="true" />}
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
