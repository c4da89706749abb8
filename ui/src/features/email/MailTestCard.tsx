import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { useSession } from '../../entities/session/store';
import { errorMessage } from '../../lib/api-client';
import { timeAgo } from '../../lib/relative-time';
import { fetchMailRelay, testMailRelay } from './api';
import type { MailRelay } from './types';

export interface MailTestCardProps {
  relay: MailRelay;
  onChanged: (relay: MailRelay, message: string) => void;
  onError: (message: string) => void;
}

/** Sends a real message through the saved relay (to the admin by default) and shows the last outcome. */
export function MailTestCard({ relay, onChanged, onError }: MailTestCardProps) {
  const ownAddress = useSession((state) => state.user?.email ?? '');
  const [to, setTo] = useState(ownAddress);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      onChanged(await testMailRelay(to.trim()), `Test e-mail sent to ${to.trim()}. Check that inbox (and its spam folder).`);
    } catch (caught) {
      console.warn('The test e-mail failed', caught);
      onError(errorMessage(caught, 'The test e-mail could not be sent.'));
      // The server stored the outcome (status and reason): show it as stored.
      try {
        onChanged(await fetchMailRelay(), '');
      } catch (reloadFailure) {
        console.warn('Reloading the mail relay failed', reloadFailure);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Test E-mail</CardTitle>
        <CardDescription>Sends a short message through the saved settings, and says why if it cannot.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void send(event)} noValidate>
          <div className="min-w-56 flex-1">
            <TextField
              id="mail-test-to"
              label="Send to"
              type="email"
              value={to}
              disabled={busy}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" busy={busy} disabled={busy || !relay.configured}>
            {!busy && <Send className="size-4" aria-hidden="true" />}
            {busy ? 'Sending...' : 'Send test e-mail'}
          </Button>
        </form>
        {!relay.configured && <p className="text-sm text-slate-500">Save the relay's settings first.</p>}
        <dl className="space-y-1 text-sm" data-testid="mail-relay-facts">
          {relay.lastSentAt && (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">Last e-mail sent:</dt>
              <dd className="text-slate-800" title={new Date(relay.lastSentAt).toLocaleString()}>
                {timeAgo(relay.lastSentAt)}
              </dd>
            </div>
          )}
          {relay.status === 'error' && relay.lastError && (
            <div className="flex gap-2">
              <dt className="shrink-0 text-slate-500">Last failure:</dt>
              <dd className="text-red-700" data-testid="mail-relay-last-error">
                {relay.lastError}
              </dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
