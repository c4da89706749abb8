import { History, PhoneCall, SkipForward } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { shortDateTime } from '../../entities/calls/format';
import { historyLines, type HistoryLine } from './history-lines';
import type { HeldLead } from './types';

const ICONS: Record<HistoryLine['kind'], typeof History> = { call: PhoneCall, skip: SkipForward, change: History };

/** The held lead's calls, skips and changes, newest first. */
export function LeadHistoryCard({ held }: { held: HeldLead }) {
  const lines = historyLines(held);
  return (
    <Card role="region" aria-label="Lead history">
      <CardHeader className="pt-5">
        <CardTitle className="text-base">Lead history</CardTitle>
      </CardHeader>
      <CardContent className="pt-3 pb-5">
        {lines.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing yet: this is the first time the lead comes up.</p>
        ) : (
          <ol className="space-y-3" data-testid="lead-history">
            {lines.map((line) => {
              const Icon = ICONS[line.kind];
              return (
                <li key={line.key} className="flex gap-3" data-kind={line.kind}>
                  <Icon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-slate-800">{line.title}</p>
                    {line.detail && <p className="text-sm break-words text-slate-600">{line.detail}</p>}
                    <time className="text-xs text-slate-500" dateTime={line.at}>
                      {shortDateTime(line.at)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
