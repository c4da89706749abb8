import type { OverviewFigures } from '../../entities/overview/types';
import { cn } from '../../lib/class-names';

/** From this share of the limit on, the rate is near it (amber); over the limit it is red. */
const NEAR_SHARE = 0.8;
// A half circle: centre (100, 100), radius 80; the scale runs from 0 to twice the limit, so the limit is at the top.
const CX = 100;
const CY = 100;
const R = 80;

function point(fraction: number): string {
  const angle = Math.PI * (1 - fraction);
  return `${(CX + R * Math.cos(angle)).toFixed(2)} ${(CY - R * Math.sin(angle)).toFixed(2)}`;
}

function arc(from: number, to: number): string {
  return `M ${point(from)} A ${R} ${R} 0 0 1 ${point(to)}`;
}

export type AbandonLevel = 'none' | 'under' | 'near' | 'over';

export function abandonLevel(rate: number | null, limit: number): AbandonLevel {
  if (rate === null) return 'none';
  if (rate > limit) return 'over';
  return rate > limit * NEAR_SHARE ? 'near' : 'under';
}

const LEVEL_LOOKS: Record<AbandonLevel, { stroke: string; text: string }> = {
  none: { stroke: 'stroke-slate-600', text: 'text-slate-300' },
  under: { stroke: 'stroke-emerald-500', text: 'text-emerald-400' },
  near: { stroke: 'stroke-amber-400', text: 'text-amber-300' },
  over: { stroke: 'stroke-red-500', text: 'text-red-400' },
};

/** The 30-day abandon rate on a half-circle dial whose top is the limit: green under, amber near, red over. */
export function AbandonGauge({ abandonRate }: { abandonRate: OverviewFigures['abandonRate'] }) {
  const { rate, limit, days } = abandonRate;
  const level = abandonLevel(rate, limit);
  const looks = LEVEL_LOOKS[level];
  const fraction = rate === null ? 0 : Math.min(1, rate / (2 * limit));
  const limitText = `${(limit * 100).toFixed(0)}%`;
  return (
    <div
      role="group"
      aria-label="Abandon rate"
      data-testid="wallboard-abandon"
      data-level={level}
      className="flex h-full items-center gap-4 rounded-2xl bg-slate-900 px-4 py-2 ring-1 ring-slate-800"
    >
      <svg viewBox="8 10 184 100" className="h-24 w-auto shrink-0" aria-hidden="true">
        <path d={arc(0, 1)} className="fill-none stroke-slate-800" strokeWidth={18} />
        <path d={arc(NEAR_SHARE / 2, 0.5)} className="fill-none stroke-amber-400/35" strokeWidth={18} />
        <path d={arc(0.5, 1)} className="fill-none stroke-red-500/35" strokeWidth={18} />
        {fraction > 0 && <path d={arc(0, fraction)} className={cn('fill-none', looks.stroke)} strokeWidth={18} />}
        <line x1={CX} y1={CY - R - 13} x2={CX} y2={CY - R + 13} className="stroke-white" strokeWidth={3} />
      </svg>
      <div className="min-w-0">
        <p className="truncate text-lg font-medium text-slate-300">Abandon rate</p>
        <p className={cn('truncate text-5xl leading-tight font-bold tabular-nums', looks.text)} data-testid="wallboard-abandon-rate">
          {rate === null ? '—' : `${(rate * 100).toFixed(1)}%`}
        </p>
        <p className="truncate text-base text-slate-400">
          {rate === null ? 'No answered calls yet' : level === 'over' ? `${days} days · over the ${limitText} limit` : `${days} days · limit ${limitText}`}
        </p>
      </div>
    </div>
  );
}
