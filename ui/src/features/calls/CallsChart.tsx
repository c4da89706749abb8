// Calls and answered calls as bars over time, drawn by uPlot: a ~50 KB canvas chart library fetched only when a
// chart is first shown (this module imports it dynamically), so neither the sign-in page nor the history pays for it.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { ChartSeries } from './analytics-series';

const CALLS_COLOUR = '#dc2626'; // primary-600
const ANSWERED_COLOUR = '#f59e0b'; // secondary-500
const HEIGHT = 240;

const hourLabel = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/**
 * uPlot builds its own DOM (its stylesheet is not loaded: the server's CSP allows no inline styles and the build
 * has one stylesheet), so the few rules it needs to lay out its layers are given here as Tailwind variants.
 */
const UPLOT_LAYOUT = [
  '[&_.u-wrap]:relative [&_.u-wrap]:select-none',
  '[&_.u-over]:absolute [&_.u-under]:absolute [&_.u-under]:overflow-hidden',
  '[&_canvas]:relative [&_canvas]:block [&_canvas]:h-full [&_canvas]:w-full',
  '[&_.u-axis]:absolute [&_.u-legend]:hidden',
  '[&_.u-cursor-x]:pointer-events-none [&_.u-cursor-x]:absolute [&_.u-cursor-x]:top-0 [&_.u-cursor-x]:left-0',
  '[&_.u-cursor-x]:h-full [&_.u-cursor-x]:border-r [&_.u-cursor-x]:border-dashed [&_.u-cursor-x]:border-slate-400',
  '[&_.u-cursor-y]:hidden [&_.u-cursor-pt]:hidden [&_.u-select]:hidden [&_.u-off]:hidden',
].join(' ');

export interface CallsChartProps {
  series: ChartSeries;
  /** The chart's accessible name, e.g. "Calls per hour". */
  label: string;
}

export function CallsChart({ series, label }: CallsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [hover, setHover] = useState<number | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let cancelled = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        // Calls and answered side by side around each hour or day: calls to its left, answered to its right.
        const bars = (colour: string, align: -1 | 1): uPlot.Series => ({
          stroke: colour,
          fill: colour,
          width: 0,
          paths: UPlot.paths.bars!({ size: [0.4, 28], align }),
          points: { show: false },
        });
        const step = series.unit === 'hour' ? 3600 : 86_400;
        const options: uPlot.Options = {
          width: element.clientWidth,
          height: HEIGHT,
          legend: { show: false },
          cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
          scales: {
            x: { time: true, range: (_u, min, max) => [min - step / 2, max + step / 2] },
            y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] },
          },
          axes: [
            {
              stroke: '#64748b',
              grid: { show: false },
              ticks: { stroke: '#e2e8f0' },
              // A label under every bar group that fits (about 56 px each), on the bars' own times.
              splits: (u) => {
                const every = Math.max(1, Math.ceil(series.x.length / Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 56))));
                return series.x.filter((_x, index) => index % every === 0);
              },
              values: (_u, ticks) =>
                ticks.map((t) => (series.unit === 'hour' ? hourLabel : dayLabel).format(new Date(t * 1000))),
            },
            {
              stroke: '#64748b',
              grid: { stroke: '#f1f5f9' },
              ticks: { show: false },
              values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
            },
          ],
          series: [{}, { label: 'Calls', ...bars(CALLS_COLOUR, -1) }, { label: 'Answered', ...bars(ANSWERED_COLOUR, 1) }],
          hooks: { setCursor: [(u) => setHover(u.cursor.idx ?? null)] },
        };
        // Zero draws no bar (null), rather than a sliver on the axis.
        const bar = (values: number[]) => values.map((n) => (n === 0 ? null : n));
        chart = new UPlot(options, [series.x, bar(series.calls), bar(series.answered)], element);
        resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
        resize.observe(element);
      })
      .catch((caught: unknown) => {
        console.warn('Loading the chart library failed', caught);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [series]);

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
