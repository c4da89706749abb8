import { timeAgo } from '../../lib/relative-time';
import type { TelephonyFigures } from './types';

/** The account at a glance: its numbers, today's calls and when Twilio last reached this server. Each figure is a
 * group named by its label (read once, so the label inside is hidden from screen readers). */
export function TwilioFigures({ figures }: { figures: TelephonyFigures }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3" data-testid="twilio-figures">
      <Figure label="Numbers" value={figures.numbers.toLocaleString()} />
      <Figure label="Calls today" value={figures.callsToday.toLocaleString()} />
      <Figure
        label="Last callback received"
        value={figures.lastCallbackAt ? timeAgo(figures.lastCallbackAt) : 'Never'}
        {...(figures.lastCallbackAt ? { title: new Date(figures.lastCallbackAt).toLocaleString() } : {})}
      />
    </div>
  );
}

function Figure({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3" role="group" aria-label={label}>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden="true">
        {label}
      </p>
      <p className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums" title={title} data-testid="figure-value">
        {value}
      </p>
    </div>
  );
}
