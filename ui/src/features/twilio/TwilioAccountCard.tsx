import { useEffect, useState, type FormEvent } from 'react';
import { PlugZap, Save } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { describedByIds, FieldMessages } from '../../components/ui/FieldMessages';
import { TextField } from '../../components/ui/TextField';
import { ApiError, errorMessage } from '../../lib/api-client';
import { fetchTelephony, saveTelephony, testTelephony } from './api';
import { TwilioFigures } from './TwilioFigures';
import type { TelephonyAccount, TelephonyPayload } from './types';

interface Form {
  accountSid: string;
  authToken: string;
  apiKeySid: string;
  apiKeySecret: string;
  twimlAppSid: string;
  twilioAnswersKeywords: boolean;
}

type TextKey = Exclude<keyof Form, 'twilioAnswersKeywords'>;

function formOf(account: TelephonyAccount): Form {
  // Secrets start empty: an empty field keeps the stored one.
  return {
    accountSid: account.accountSid,
    authToken: '',
    apiKeySid: account.apiKeySid,
    apiKeySecret: '',
    twimlAppSid: account.twimlAppSid,
    twilioAnswersKeywords: account.twilioAnswersKeywords,
  };
}

function payloadOf(form: Form): TelephonyPayload {
  const payload: TelephonyPayload = {
    accountSid: form.accountSid.trim(),
    apiKeySid: form.apiKeySid.trim(),
    twimlAppSid: form.twimlAppSid.trim(),
    twilioAnswersKeywords: form.twilioAnswersKeywords,
  };
  if (form.authToken) payload.authToken = form.authToken;
  if (form.apiKeySecret) payload.apiKeySecret = form.apiKeySecret;
  return payload;
}

const KEYWORDS_ID = 'twilio-twilioAnswersKeywords';
const KEYWORDS_HINT =
  'Twilio replies to STOP, HELP and START itself on US long codes unless you turned its opt-out handling off; ' +
  'when this is off, Dialer Dashboard sends the replies.';

const STATUS: Record<TelephonyAccount['status'], { tone: 'success' | 'neutral' | 'error'; text: string }> = {
  connected: { tone: 'success', text: 'Connected' },
  disconnected: { tone: 'neutral', text: 'Not connected' },
  error: { tone: 'error', text: 'Connection failed' },
};

export interface TwilioAccountCardProps {
  account: TelephonyAccount;
  onChanged: (account: TelephonyAccount, message: string) => void;
  onError: (message: string) => void;
}

/** Account SID and Auth Token (and, for browser calling, an API Key and a TwiML App); Save and Test Connection. */
export function TwilioAccountCard({ account, onChanged, onError }: TwilioAccountCardProps) {
  const [form, setForm] = useState(() => formOf(account));
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  useEffect(() => setForm(formOf(account)), [account]);
  const field = (key: TextKey) => ({
    id: `twilio-${key}`,
    value: form[key],
    disabled: busy !== null,
    invalid: Boolean(invalid[key]),
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [key]: event.target.value })),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy('save');
    setInvalid({});
    try {
      onChanged(await saveTelephony(payloadOf(form)), 'Twilio settings saved. Test the connection to check them.');
    } catch (caught) {
      console.warn('Saving the Twilio settings failed', caught);
      setInvalid(caught instanceof ApiError ? Object.fromEntries(Object.keys(caught.details).map((k) => [k, true])) : {});
      onError(errorMessage(caught, 'Failed to save the Twilio settings.'));
    } finally {
      setBusy(null);
    }
  }

  async function test() {
    setBusy('test');
    try {
      const tested = await testTelephony();
      onChanged(tested, `Connected to ${tested.accountName || tested.accountSid}`);
    } catch (caught) {
      console.warn('The Twilio connection test failed', caught);
      onError(errorMessage(caught, 'The connection test failed.'));
      // The server stored the outcome (status and reason): show it as stored.
      try {
        onChanged(await fetchTelephony(), '');
      } catch (reloadFailure) {
        console.warn('Reloading the Twilio settings failed', reloadFailure);
      }
    } finally {
      setBusy(null);
    }
  }

  const status = STATUS[account.status];
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Twilio Account</CardTitle>
          <CardDescription>
            From the Twilio Console: Account Info has the Account SID and Auth Token. The server keeps them and never
            shows the token again.
          </CardDescription>
        </div>
        <Badge tone={status.tone} dot data-testid="twilio-status">
          {status.text}
        </Badge>
      </CardHeader>
      <form onSubmit={(event) => void save(event)} noValidate>
        <CardContent className="space-y-4">
          {account.figures && <TwilioFigures figures={account.figures} />}
          {account.status === 'connected' && (
            <p className="text-sm text-slate-700" data-testid="twilio-account">
              {account.accountName || account.accountSid}
              {account.accountType && <span className="text-slate-500"> · {account.accountType} account</span>}
              {account.lastTestedAt && (
                <span className="text-slate-500"> · tested {new Date(account.lastTestedAt).toLocaleString()}</span>
              )}
            </p>
          )}
          {account.status === 'error' && account.lastError && (
            <p className="text-sm text-red-700" data-testid="twilio-last-error">
              Last test: {account.lastError}
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Account SID" requiredMark placeholder="AC…" maxLength={34} {...field('accountSid')} />
            <TextField
              label="Auth Token"
              requiredMark
              type="password"
              {...(account.hasAuthToken
                ? { placeholder: `${account.authToken} (set)`, hint: 'Leave empty to keep the stored token.' }
                : {})}
              maxLength={200}
              {...field('authToken')}
              autoComplete="new-password"
            />
            <TextField
              label="API Key SID (Optional)"
              placeholder="SK…"
              hint="With its secret and a TwiML App: agents talk in the browser."
              maxLength={34}
              {...field('apiKeySid')}
            />
            <TextField
              label="API Key Secret (Optional)"
              type="password"
              {...(account.hasApiKeySecret ? { placeholder: `${account.apiKeySecret} (set)` } : {})}
              maxLength={200}
              {...field('apiKeySecret')}
              autoComplete="new-password"
            />
            <TextField label="TwiML App SID (Optional)" placeholder="AP…" maxLength={34} {...field('twimlAppSid')} />
          </div>
          <div>
            <Checkbox
              id={KEYWORDS_ID}
              checked={form.twilioAnswersKeywords}
              disabled={busy !== null}
              aria-describedby={describedByIds({ id: KEYWORDS_ID, hint: KEYWORDS_HINT })}
              onChange={(event) => setForm((previous) => ({ ...previous, twilioAnswersKeywords: event.target.checked }))}
            >
              Twilio answers STOP and HELP for my numbers
            </Checkbox>
            <FieldMessages id={KEYWORDS_ID} hint={KEYWORDS_HINT} hintClassName="mt-1 pl-7" />
          </div>
        </CardContent>
        <CardFooter className="flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            busy={busy === 'test'}
            disabled={busy !== null || !account.hasAuthToken}
            onClick={() => void test()}
          >
            {busy !== 'test' && <PlugZap className="size-4" aria-hidden="true" />}
            {busy === 'test' ? 'Testing...' : 'Test Connection'}
          </Button>
          <Button type="submit" busy={busy === 'save'} disabled={busy !== null}>
            {busy !== 'save' && <Save className="size-4" aria-hidden="true" />}
            {busy === 'save' ? 'Saving...' : 'Save'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
