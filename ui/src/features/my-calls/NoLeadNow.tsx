import { Hourglass, RefreshCw } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/Card';
import { Kbd } from './Kbd';

export interface NoLeadNowProps {
  /** The server's sentence, e.g. "No lead of your campaign can be called now". */
  message: string;
  checking: boolean;
  onRetry: () => void;
}

/** Ready with nothing callable: why, and that the page keeps asking (a lead may enter its window any minute). */
export function NoLeadNow({ message, checking, onRetry }: NoLeadNowProps) {
  return (
    <Card role="region" aria-label="Lead" data-testid="no-lead">
      <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
          <Hourglass className="size-5" aria-hidden="true" />
        </span>
        <p className="font-medium text-slate-900">No lead can be called now</p>
        <p className="text-sm text-slate-600" data-testid="no-lead-message">
          {message}
        </p>
        <p className="text-xs text-slate-500">This page asks again every 15 seconds.</p>
        <button
          type="button"
          onClick={onRetry}
          disabled={checking}
          aria-keyshortcuts="N"
          className="mt-1 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:cursor-wait disabled:opacity-60"
        >
          <RefreshCw className={checking ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden="true" />
          {checking ? 'Checking…' : 'Check now'}
          <Kbd>N</Kbd>
        </button>
      </CardContent>
    </Card>
  );
}
