/**
 * uPlot builds its own DOM (its stylesheet is not loaded: the server's CSP allows no inline styles and the build
 * has one stylesheet), so the few rules it needs to lay out its layers are given here as Tailwind variants, for
 * the element a chart is drawn into.
 */
export const UPLOT_LAYOUT = [
  '[&_.u-wrap]:relative [&_.u-wrap]:select-none',
  '[&_.u-over]:absolute [&_.u-under]:absolute [&_.u-under]:overflow-hidden',
  '[&_canvas]:relative [&_canvas]:block [&_canvas]:h-full [&_canvas]:w-full',
  '[&_.u-axis]:absolute [&_.u-legend]:hidden',
  '[&_.u-cursor-x]:pointer-events-none [&_.u-cursor-x]:absolute [&_.u-cursor-x]:top-0 [&_.u-cursor-x]:left-0',
  '[&_.u-cursor-x]:h-full [&_.u-cursor-x]:border-r [&_.u-cursor-x]:border-dashed [&_.u-cursor-x]:border-slate-400',
  '[&_.u-cursor-y]:hidden [&_.u-cursor-pt]:hidden [&_.u-select]:hidden [&_.u-off]:hidden',
].join(' ');
