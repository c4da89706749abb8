import { CircleAlert, Download } from 'lucide-react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/class-names';
import { formatCount, plural } from './format';
import type { ImportResult } from './types';

export interface ImportSummaryProps {
  result: ImportResult;
  onDownloadRejected: () => void;
}

// How many rejected rows the dialog lists; all of them are in the download.
const LISTED_ERRORS = 5;

function Tile({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <p className={cn('mt-1 text-2xl font-bold tabular-nums', tone)} data-testid="import-count">
        {formatCount(value)}
      </p>
    </div>
  );
}

/** The import's answer: imported, updated, skipped and rejected counts, and the rejected rows. */
export function ImportSummary({ result, onDownloadRejected }: ImportSummaryProps) {
  const { imported, updated, skipped, enrolled, errors, errorCount } = result;
  return (
    <div className="space-y-5">
      <Alert tone={errorCount > 0 ? 'warning' : 'success'}>
        {errorCount > 0
          ? `Import finished: ${plural(errorCount, 'row was', 'rows were')} rejected.`
          : 'Import finished: every row was read.'}
      </Alert>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Tile label="Imported" value={imported} tone="text-emerald-700" />
        <Tile label="Updated" value={updated} tone="text-sky-700" />
        <Tile label="Skipped" value={skipped} tone="text-slate-700" />
        <Tile label="Errors" value={errorCount} tone={errorCount > 0 ? 'text-red-700' : 'text-slate-700'} />
      </div>
      {enrolled > 0 && (
        <p className="text-sm text-slate-600">
          {plural(enrolled, 'lead was', 'leads were')} enrolled in the cadence.
        </p>
      )}
      {skipped > 0 && (
        <p className="text-sm text-slate-600">
          Skipped rows had the phone number or email of a lead you already have.
        </p>
      )}
      {errorCount > 0 && (
        <section aria-labelledby="import-errors-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="import-errors-title" className="text-sm font-semibold text-slate-800">
              Rejected rows
            </h3>
            <Button variant="outline" size="sm" onClick={onDownloadRejected} disabled={errors.length === 0}>
              <Download className="size-4" aria-hidden="true" />
              Download rejected rows
            </Button>
          </div>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
            {errors.slice(0, LISTED_ERRORS).map((error) => (
              <li key={error.row} className="flex items-start gap-3 px-3 py-2">
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
                <span className="w-16 shrink-0 font-medium text-slate-700 tabular-nums">Row {error.row}</span>
                <span className="min-w-0 text-slate-600">{error.message}</span>
              </li>
            ))}
          </ul>
          {errorCount > Math.min(errors.length, LISTED_ERRORS) && (
            <p className="text-xs text-slate-500">
              {errors.length < errorCount
                ? `The download holds the first ${formatCount(errors.length)} of the ` +
                  `${formatCount(errorCount)} rejected rows.`
                : `The download holds all ${formatCount(errorCount)} rejected rows.`}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
