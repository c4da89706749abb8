// Calls and answered calls as bars over time, drawn by uPlot (loaded only when a chart is first shown:
// components/charts/use-uplot.ts).
import { useRef, useState } from 'react';
import type uPlot from 'uplot';
import { dayLabel, hourLabel, timeBarOptions } from '../../components/charts/time-bar-options';
import { UPLOT_LAYOUT } from '../../components/charts/uplot-layout';
import { barValues, useUplot } from '../../components/charts/use-uplot';
import type { ChartSeries } from '../../entities/calls/analytics-series';

const CALLS_COLOUR = '#dc2626'; // primary-600
const ANSWERED_COLOUR = '#f59e0b'; // secondary-500
const HEIGHT = 240;


export interface CallsChartProps {
  series: ChartSeries;
  /** The chart's accessible name, e.g. "Calls per hour". */
  label: string;
}

export function CallsChart({ series, label }: CallsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const failed = useUplot(box, HEIGHT, series, (UPlot, shown) => {
    // Calls and answered side by side around each hour or day: calls to its left, answered to its right.
    const bars = (colour: string, align: -1 | 1): uPlot.Series => ({
      stroke: colour,
      fill: colour,
      width: 0,
      paths: UPlot.paths.bars!({ size: [0.4, 28], align }),
      points: { show: false },
    });
    return {
      options: timeBarOptions(
        shown.unit,
        shown.x,
        [
          { label: 'Calls', ...bars(CALLS_COLOUR, -1) },
          { label: 'Answered', ...bars(ANSWERED_COLOUR, 1) },
        ],
        setHover,
      ),
      aligned: [shown.x, barValues(shown.calls), barValues(shown.answered)],
    };
  });

  const total = series.calls.reduce((sum, n) => sum + n, 0);
  const answered = series.answered.reduce((sum, n) => sum + n, 0);
  const at = hover !== null && series.x[hover] !== undefined ? hover : null;
  const format = series.unit === 'hour' ? hourLabel : dayLabel;
  const calls = (n: number | undefined) => `${n ?? 0} call${n === 1 ? '' : 's'}`;
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-red-600" aria-hidden="true" />
          Calls
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-amber-500" aria-hidden="true" />
          Answered
        </span>
        <span className="ml-auto tabular-nums" aria-live="polite">
          {at !== null
            ? `${format.format(new Date(series.x[at]! * 1000))}: ${calls(series.calls[at])}, ${series.answered[at]} answered`
            : `${calls(total)}, ${answered} answered`}
        </span>
      </figcaption>
      <div
        ref={box}
        role="img"
        aria-label={`${label}: ${calls(total)}, ${answered} answered`}
        data-testid="calls-chart"
        className={`min-h-60 w-full min-w-0 overflow-hidden ${UPLOT_LAYOUT}`}
      />
      {failed && <p className="text-sm text-red-700">The chart could not be drawn.</p>}
    </figure>
  );
}
