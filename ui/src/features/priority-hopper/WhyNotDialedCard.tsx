import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { errorMessage } from '../../lib/api-client';
import { fetchEligibility, REASON_TEXT, type Eligibility } from './eligibility';

/** "Why is this lead not being called?": a phone number, and the first rule the lead fails in the campaign. */
export function WhyNotDialedCard({ campaignId }: { campaignId: number }) {
  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState<Eligibility | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setAnswer(await fetchEligibility(campaignId, phone.trim()));
    } catch (caught) {
      setAnswer(null);
      setError(errorMessage(caught, 'Failed to check the lead.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Why Is a Lead Not Called?</CardTitle>
        <CardDescription>
          The campaign, its lists, the lead&apos;s status and number, do-not-call, the lead&apos;s own hours and its
          attempts — the first that stops it, right now.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={(event) => void check(event)} className="flex flex-wrap items-end gap-3">
          <div className="w-64 space-y-1.5">
            <label htmlFor="why-phone" className="block text-sm font-medium text-slate-800">
              Lead&apos;s Phone
            </label>
            <Input id="why-phone" type="tel" placeholder="+1 808 555 0100" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </div>
          <Button type="submit" variant="outline" busy={busy}>
            <Search className="size-4" aria-hidden="true" />
            Check
          </Button>
        </form>
        {error && (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
        {answer && (
          <div className="space-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3" data-testid="why-answer">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{answer.leadName || `Lead #${answer.leadId}`}</span>
              <Badge tone={answer.reason === 'eligible' ? 'success' : answer.reason === 'dnc' ? 'error' : 'warning'} dot>
                {REASON_TEXT[answer.reason]}
              </Badge>
            </div>
            <p className="text-sm text-slate-700">{answer.message}.</p>
            {answer.opensAt && <p className="text-xs text-slate-500">Opens {new Date(answer.opensAt).toLocaleString()} (your time)</p>}
            {answer.retryAt && <p className="text-xs text-slate-500">Retry {new Date(answer.retryAt).toLocaleString()} (your time)</p>}
            {answer.callerId && answer.reason === 'eligible' && (
              <p className="text-xs text-slate-500" data-testid="why-caller-id">
                Calls from {answer.callerId}
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
