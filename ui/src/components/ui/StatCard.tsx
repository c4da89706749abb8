import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/class-names';
import { Card } from './Card';

type Tone = 'primary' | 'secondary' | 'info' | 'success' | 'neutral';

const iconTones: Record<Tone, string> = {
  primary: 'bg-primary-50 text-primary-600',
  secondary: 'bg-secondary-50 text-secondary-700',
  info: 'bg-sky-50 text-sky-600',
  success: 'bg-emerald-50 text-emerald-600',
  neutral: 'bg-slate-100 text-slate-600',
};

export interface StatCardProps {
  label: string;
  /** null while unknown: a dash is shown. */
  value: number | null;
  icon: LucideIcon;
  tone?: Tone;
  className?: string;
}

/** A summary number with its label; the card is a labelled group so tests and screen readers can find it. */
export function StatCard({ label, value, icon: Icon, tone = 'primary', className }: StatCardProps) {
  return (
    <Card role="group" aria-label={label} className={cn('flex items-center gap-4 px-5 py-4', className)}>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', iconTones[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-500">{label}</p>
        <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums" data-testid="stat-value">
          {value === null ? '–' : value.toLocaleString('en-US')}
        </p>
      </div>
    </Card>
  );
}
