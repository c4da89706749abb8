import { LoaderCircle, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent } from '../../components/ui/Card';

/** Stands in for the checklist while the progress loads. */
export function SetupLoadingCard() {
  return (
    <Card>
      <CardContent role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-slate-600">
        <LoaderCircle className="size-5 animate-spin text-primary-600" aria-hidden="true" />
        Loading setup progress...
      </CardContent>
    </Card>
  );
}

/** Stands in for the checklist when the progress could not be loaded (the banner says so). */
export function SetupRetryCard({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-14 text-center">
        <p className="text-sm text-slate-600">Your setup steps cannot be shown until the progress loads.</p>
        <Button variant="outline" busy={busy} onClick={onRetry}>
          {!busy && <RefreshCw className="size-4" aria-hidden="true" />}
          Try Again
        </Button>
      </CardContent>
    </Card>
  );
}
