import { duration } from '../../entities/calls/format';
import type { OverviewFigures } from '../../entities/overview/types';
import { AbandonGauge } from './AbandonGauge';

/** Today's totals in big figures, and the 30-day abandon rate against its limit. */
export function TodayStrip({ figures }: { figures: OverviewFigures }) {
  const { totals } = figures;
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <section
      aria-label="Today"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 min-[1600px]:grid-cols-[repeat(5,minmax(0,1fr))_minmax(0,1.6fr)]"
    >
      <Figure label="Calls today" value={count(totals.calls)} />
      <Figure label="Answered" value={count(totals.answered)} />
      <Figure label="Contacts" value={count(totals.contacts)} />
      <Figure label="Conversions" value={count(totals.conversions)} />
      <Figure label="Talk time" value={duration(totals.talkSeconds)} />
      <div className="col-span-2 sm:col-span-1">
        <AbandonGauge abandonRate={figures.abandonRate} />
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-2xl bg-slate-900 px-5 py-3 ring-1 ring-slate-800">
      <p className="truncate text-lg font-medium text-slate-300">{label}</p>
      <p className="truncate text-5xl leading-tight font-bold text-white tabular-nums" data-testid="wallboard-figure">
        {value}
      </p>
    </div>
  );
}
