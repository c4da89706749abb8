import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/Button';

/** "Loading …" in the middle of a card, announced once. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="flex justify-center px-6 py-14 text-sm text-slate-500">
      <span role="status" className="inline-flex items-center gap-2">
        <LoaderCircle className="size-5 animate-spin text-primary-600" aria-hidden="true" />
        {text}
      </span>
    </div>
  );
}

/** What a tab shows when its list could not be loaded: the page's banner says why; this offers another go. */
export function LoadFailedState({ text, onRetry, busy }: { text: string; onRetry: () => void; busy: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm text-slate-600">{text}</p>
      <Button variant="outline" size="sm" busy={busy} onClick={onRetry}>
        {busy ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}

