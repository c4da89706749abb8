import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/Badge';
import type { Disposition } from '../../entities/dispositions/types';
import { leadClock } from './lead-clock';
import type { HeldLead } from './types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** A disposition code as its label ("no_answer" → "No Answer"), even for one archived since. */
export function outcomeLabel(code: string, dispositions: Disposition[]): string {
  const known = dispositions.find((d) => d.code === code);
  if (known) return `${known.emoji ? `${known.emoji} ` : ''}${known.label}`;
  const words = code.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Phone, the lead's own time and calling hours, attempts and last outcome: what to know before dialing. */
export function LeadFacts({ held, dispositions }: { held: HeldLead; dispositions: Disposition[] }) {
  const clock = leadClock(held.callingTime);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 @lg:grid-cols-4" data-testid="lead-facts">
      <Fact label="Phone">
        <span className="whitespace-nowrap tabular-nums">{held.lead.phone || '—'}</span>
        {held.lead.doNotCall && (
          <Badge tone="error" className="ml-2">
            Do not call
          </Badge>
        )}
      </Fact>
      <Fact label="Lead's time">
        {clock.time ? (
          <span className="tabular-nums" data-testid="lead-local-time">
            {clock.time}
          </span>
        ) : (
          'Unknown'
        )}
        {clock.zone && <span className="block truncate text-xs text-slate-500">{clock.zone}</span>}
      </Fact>
      <Fact label="Calling hours">
        <span className="tabular-nums">{clock.hours}</span>
        <span className="block">
          <Badge tone={clock.inside ? 'success' : 'warning'}>{clock.inside ? 'Open now' : 'Closed now'}</Badge>
        </span>
      </Fact>
      <Fact label="Attempts">
        <span className="tabular-nums">{held.attempts}</span>
        <span className="block text-xs text-slate-500">
          {held.lastOutcome
            ? `Last: ${outcomeLabel(held.lastOutcome, dispositions)}`
            : held.attempts > 0
              ? 'No outcome yet'
              : 'Not called yet'}
        </span>
      </Fact>
    </dl>
  );
}
