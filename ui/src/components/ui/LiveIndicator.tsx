import { cn } from '../../lib/class-names';
import type { LiveStatus } from '../../lib/live-events';

const LOOKS: Record<LiveStatus, { box: string; dot: string }> = {
  live: { box: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20', dot: 'bg-emerald-500' },
  connecting: { box: 'bg-slate-50 text-slate-500 ring-slate-400/20', dot: 'bg-slate-300' },
  offline: { box: 'bg-slate-50 text-slate-500 ring-slate-400/25', dot: 'bg-slate-400' },
};

/** On a dark page read from afar (the wallboard): larger, with an offline that stands out. */
const LOOKS_ON_DARK: Record<LiveStatus, { box: string; dot: string }> = {
  live: { box: 'bg-emerald-950 text-emerald-300 ring-emerald-400/40', dot: 'bg-emerald-400' },
  connecting: { box: 'bg-slate-900 text-slate-300 ring-slate-500/40', dot: 'bg-slate-400' },
  offline: { box: 'bg-amber-950 text-amber-200 ring-amber-400/50', dot: 'bg-amber-400' },
};

export interface LiveIndicatorProps {
  status: LiveStatus;
  /** What the screen does while the stream is down, e.g. "Updates every 30 s". */
  offlineLabel: string;
  /** The same, in a sentence, for the tooltip. */
  offlineTitle: string;
  /** The wallboard's looks (LOOKS_ON_DARK). */
  onDark?: boolean;
  className?: string;
}

/** A small pill beside a screen's title: whether changes made elsewhere show up as they happen. */
export function LiveIndicator({ status, offlineLabel, offlineTitle, onDark = false, className }: LiveIndicatorProps) {
  const { box, dot } = (onDark ? LOOKS_ON_DARK : LOOKS)[status];
  const label = status === 'live' ? 'Live' : status === 'connecting' ? 'Connecting...' : offlineLabel;
  const title =
    status === 'live'
      ? 'Changes made anywhere show up here as they happen.'
      : status === 'connecting'
        ? 'Connecting to live updates.'
        : offlineTitle;
  return (
    <span
      role="status"
      title={title}
      data-testid="live-indicator"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-medium whitespace-nowrap ring-1 ring-inset',
        onDark ? 'px-3 py-1 text-base' : 'px-2 py-0.5 text-xs',
        box,
        className,
      )}
    >
      {/* Still, not pulsing: a screen left open all day should not keep drawing (twenty tabs would each draw). */}
      <span className={cn('size-1.5 rounded-full', dot)} aria-hidden="true" />
      {label}
    </span>
  );
}
