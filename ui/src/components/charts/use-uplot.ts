// Draws a uPlot chart into a box: the library (~50 KB) is imported only when a chart is first shown, so the
// sign-in page and the screens without charts never load it; the chart follows the box's width and is redrawn
// whenever `data` changes.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type uPlot from 'uplot';

export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/** Returns true when the library could not be loaded (the caller says so). */
export function useUplot<T>(
  box: RefObject<HTMLDivElement | null>,
  height: number,
  data: T,
  make: (UPlot: typeof uPlot, data: T) => { options: ChartOptions; aligned: uPlot.AlignedData },
): boolean {
  const [failed, setFailed] = useState(false);
  const latestMake = useRef(make);
  latestMake.current = make;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let cancelled = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const { options, aligned } = latestMake.current(UPlot, data);
        chart = new UPlot({ ...options, width: element.clientWidth, height }, aligned, element);
        resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
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
  }, [box, height, data]);

  return failed;
}

/** Zero draws no bar (null), rather than a sliver on the axis. */
export function barValues(values: ReadonlyArray<number | null>): Array<number | null> {
  return values.map((n) => (n === 0 ? null : n));
}
