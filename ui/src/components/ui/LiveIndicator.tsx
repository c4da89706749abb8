import { cn } from '../../lib/class-names';
import type { LiveStatus } from '../../lib/live-events';

const LOOKS: Record<LiveStatus, { box: string; dot: string }> = {
  live: { box: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20', dot: 'bg-emerald-500' },
  connecting: { box: 'bg-slate-50 text-slate-500 ring-slate-400/20', dot: 'bg-slate-300' },
  offline: { box: 'bg-slate-50 text-slate-500 ring-slate-400/25', dot: 'bg-slate-400' },
};

export interface LiveIndicatorProps {
  status: LiveStatus;
  /** What the screen does while the stream is down, e.g. "Updates every 30 s". */
  offlineLabel: string;
  /** The same, in a sentence, for the tooltip. */
  offlineTitle: string;
  className?: string;
}

/** A small pill beside a screen's title: whether changes made elsewhere show up as they happen. */
export function LiveIndicator({ status, offlineLabel, offlineTitle, className }: LiveIndicatorProps) {
  const { box, dot } = LOOKS[status];
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
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
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
