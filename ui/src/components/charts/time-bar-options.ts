// The options of a uPlot chart of bars per hour or per day: a label under every bar group that fits, whole
// numbers up the side. Only types are imported here, so uPlot itself stays in the chart's own lazily loaded chunk.
import type uPlot from 'uplot';

export const hourLabel = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });
export const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** About this many pixels per x label. */
const LABEL_PX = 56;

function timeBarAxes(unit: 'hour' | 'day', x: readonly number[]): uPlot.Axis[] {
  return [
    {
      stroke: '#64748b',
      grid: { show: false },
      ticks: { stroke: '#e2e8f0' },
      splits: (u) => {
        const every = Math.max(1, Math.ceil(x.length / Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / LABEL_PX))));
        return x.filter((_x, index) => index % every === 0);
      },
      values: (_u, ticks) => ticks.map((t) => (unit === 'hour' ? hourLabel : dayLabel).format(new Date(t * 1000))),
    },
    {
      stroke: '#64748b',
      grid: { stroke: '#f1f5f9' },
      ticks: { show: false },
      values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
    },
  ];
}

/** A chart of bars over time without uPlot's legend, drag or y cursor; `onHover` gets the bar under the pointer. */
export function timeBarOptions(
  unit: 'hour' | 'day',
  x: readonly number[],
  series: uPlot.Series[],
  onHover: (index: number | null) => void,
): Omit<uPlot.Options, 'width' | 'height'> {
  return {
    legend: { show: false },
    cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
    scales: timeBarScales(unit),
    axes: timeBarAxes(unit, x),
    series: [{}, ...series],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/** The x scale of bars centred on their times, and a y scale from 0 with room above the highest. */
function timeBarScales(unit: 'hour' | 'day'): uPlot.Scales {
  const step = unit === 'hour' ? 3600 : 86_400;
  return {
    x: { time: true, range: (_u, min, max) => [min - step / 2, max + step / 2] },
    y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] },
  };
}
