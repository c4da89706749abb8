import { cn } from '../../lib/class-names';

export interface ProgressBarProps {
  /** Accessible name, e.g. "Import progress". */
  label: string;
  /** 0–100; null for work whose length is unknown (a full, pulsing bar). */
  value: number | null;
  /** Spoken and shown instead of the percentage, e.g. "Processing…". */
  valueText?: string;
  className?: string;
}

export function ProgressBar({ label, value, valueText, className }: ProgressBarProps) {
  const percent = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={valueText ?? (percent === null ? undefined : `${percent}%`)}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      {percent === null ? (
        <div className="h-full w-full animate-pulse rounded-full bg-primary-500" />
      ) : (
        <div
          className="h-full rounded-full bg-primary-600 transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
