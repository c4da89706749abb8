import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CircleCheck, MailX } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { BrandedCardLayout } from '../../components/ui/BrandedCardLayout';
import { Button } from '../../components/ui/Button';
import { CardContent } from '../../components/ui/Card';
import { errorMessage } from '../../lib/api-client';
import { unsubscribe } from './api';

const UNKNOWN = 'This unsubscribe link is not known';

/**
 * Public route /unsubscribe?token=…: the link at the end of a cadence e-mail. The person confirms with a button —
 * a mail scanner opening the link unsubscribes nobody; mail clients use the one-click header instead.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : UNKNOWN);
  const [address, setAddress] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      setAddress(await unsubscribe(token));
    } catch (caught) {
      setError(errorMessage(caught, 'The request could not be completed. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <BrandedCardLayout
      title={address ? 'You are unsubscribed' : 'Unsubscribe'}
      description={address ? 'All set.' : 'Stop receiving these e-mails.'}
    >
      <CardContent className="space-y-5 pt-5">
        {address ? (
          <div className="flex flex-col items-center gap-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
              <CircleCheck className="size-6" aria-hidden="true" />
            </span>
            <p role="status" className="text-sm text-slate-700">
              {address} will receive no more of these e-mails.
            </p>
          </div>
        ) : (
          <>
            {error && <Alert tone="error">{error}</Alert>}
            {token && (
              <Button size="lg" className="w-full" busy={busy} onClick={() => void confirm()}>
                {!busy && <MailX className="size-4" aria-hidden="true" />}
                {busy ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </BrandedCardLayout>
  );
}
