// Calls per hour (or per day) of the chosen range as bars, and the same span just before it as a line over them:
// "today against yesterday" at a glance.
import { useRef, useState } from 'react';
import type uPlot from 'uplot';
import { dayLabel, hourLabel, timeBarOptions } from '../../components/charts/time-bar-options';
import { UPLOT_LAYOUT } from '../../components/charts/uplot-layout';
import { barValues, useUplot } from '../../components/charts/use-uplot';
import type { ComparisonSeries } from './comparison-series';

const CURRENT_COLOUR = '#dc2626'; // primary-600
const PREVIOUS_COLOUR = '#64748b'; // slate-500
const HEIGHT = 220;

export interface CallsComparisonChartProps {
  series: ComparisonSeries;
  /** "Today", "Last 7 days" … */
  currentLabel: string;
  /** "Yesterday", "The 7 days before" … */
  previousLabel: string;
}

const calls = (n: number | null | undefined) => `${n ?? 0} call${n === 1 ? '' : 's'}`;

export function CallsComparisonChart({ series, currentLabel, previousLabel }: CallsComparisonChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const failed = useUplot(box, HEIGHT, series, (UPlot, shown) => {
    const bars: uPlot.Series = {
      label: currentLabel,
      stroke: CURRENT_COLOUR,
      fill: CURRENT_COLOUR,
      width: 0,
      paths: UPlot.paths.bars!({ size: [0.6, 28] }),
      points: { show: false },
    };
    const line: uPlot.Series = {
      label: previousLabel,
      stroke: PREVIOUS_COLOUR,
      width: 2,
      dash: [6, 4],
      points: { show: false },
    };
    return {
      options: timeBarOptions(shown.unit, shown.x, [bars, line], setHover),
      aligned: [shown.x, barValues(shown.current), shown.previous],
    };
  });

  const total = series.current.reduce((sum, n) => sum + n, 0);
  const before = series.previous.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const at = hover !== null && series.x[hover] !== undefined ? hover : null;
  const format = series.unit === 'hour' ? hourLabel : dayLabel;
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-red-600" aria-hidden="true" />
          {currentLabel}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0 w-4 border-t-2 border-dashed border-slate-500" aria-hidden="true" />
          {previousLabel}
        </span>
        <span className="ml-auto tabular-nums" aria-live="polite" data-testid="comparison-summary">
          {at !== null
            ? `${format.format(new Date(series.x[at]! * 1000))}: ${calls(series.current[at])}, ${calls(series.previous[at])} before`
            : `${calls(total)}, ${calls(before)} before`}
        </span>
      </figcaption>
      <div
        ref={box}
        role="img"
        aria-label={`Calls per ${series.unit}: ${currentLabel.toLowerCase()} ${calls(total)}, ${previousLabel.toLowerCase()} ${calls(before)}`}
        data-testid="comparison-chart"
        className={`min-h-[220px] w-full min-w-0 overflow-hidden ${UPLOT_LAYOUT}`}
      />
      {failed && <p className="text-sm text-red-700">The chart could not be drawn.</p>}
    </figure>
  );
}
