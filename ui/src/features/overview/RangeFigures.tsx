import type { ReactNode } from 'react';
import { CircleCheck, Clock, Handshake, PhoneCall, PhoneIncoming, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import type { OverviewFigures } from '../../entities/overview/types';
import { cn } from '../../lib/class-names';

function Figure({ label, value, detail, icon: Icon }: { label: string; value: string; detail?: string; icon: LucideIcon }) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <Icon className="size-5 shrink-0 text-primary-600" aria-hidden="true" />
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-500">{label}</p>
        <p className="text-xl font-bold text-slate-900 tabular-nums" data-testid="figure-value">
          {value}
        </p>
        {detail && <p className="truncate text-xs text-slate-500">{detail}</p>}
      </div>
    </div>
  );
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}

function talkTime(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

export interface RangeFiguresProps {
  figures: OverviewFigures;
  /** "Today", "Last 7 days" … */
  title: string;
  /** The range picker, beside the title. */
  picker: ReactNode;
}

/** The range's calls, answers, contacts, conversions and talk time, and the 30-day abandon rate against its 3 %. */
export function RangeFigures({ figures, title, picker }: RangeFiguresProps) {
  const { totals, abandonRate } = figures;
  const rate = abandonRate.rate;
  const share = rate === null ? 0 : Math.min(1, rate / abandonRate.limit);
  const over = rate !== null && rate > abandonRate.limit;
  const near = rate !== null && !over && rate > abandonRate.limit * 0.8;
  return (
    <Card className="lg:col-span-3">
      <CardHeader className="flex flex-wrap items-end justify-between gap-4 space-y-0">
        <CardTitle className="text-lg" data-testid="range-title">
          {title}
        </CardTitle>
        {picker}
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
          <Figure label="Calls" value={totals.calls.toLocaleString('en-US')} icon={PhoneCall} />
          <Figure label="Answered" value={totals.answered.toLocaleString('en-US')} detail={`${percent(totals.answered, totals.calls)} of calls`} icon={PhoneIncoming} />
          <Figure label="Contacts" value={totals.contacts.toLocaleString('en-US')} detail={`${percent(totals.contacts, totals.calls)} of calls`} icon={CircleCheck} />
          <Figure label="Conversions" value={totals.conversions.toLocaleString('en-US')} detail={`${percent(totals.conversions, totals.contacts)} of contacts`} icon={Handshake} />
          <Figure label="Talk time" value={talkTime(totals.talkSeconds)} icon={Clock} />
        </div>
        <div role="group" aria-label="Abandon rate" className="space-y-1.5">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-medium text-slate-800">Abandon rate, last {abandonRate.days} days</span>
            <span className={cn('tabular-nums', over ? 'font-semibold text-red-700' : 'text-slate-600')} data-testid="abandon-rate">
              {rate === null ? 'No answered calls yet' : `${(rate * 100).toFixed(1)}% of ${(abandonRate.limit * 100).toFixed(0)}% allowed`}
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div
              className={cn('h-full rounded-full', over ? 'bg-red-600' : near ? 'bg-amber-500' : 'bg-emerald-500')}
              style={{ width: `${share * 100}%` }}
            />
          </div>
          <p className="text-xs text-slate-500">
            {abandonRate.abandoned.toLocaleString('en-US')} abandoned of {abandonRate.answeredByPerson.toLocaleString('en-US')} answered by a person
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
