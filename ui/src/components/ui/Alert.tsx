import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/class-names';

type Tone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  warning: { box: 'border-secondary-200 bg-secondary-50 text-secondary-900', icon: TriangleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-800', icon: Info },
};

export interface AlertProps {
  tone?: Tone;
  className?: string;
  children: ReactNode;
}

/** A banner; errors use role="alert" so screen readers announce them as they appear. */
export function Alert({ tone = 'error', className, children }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
