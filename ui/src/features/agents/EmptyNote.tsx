import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/class-names';

/** A list with nothing in it: a tinted icon above the sentence that says so. */
export function EmptyNote({ icon: Icon, text, className }: { icon: LucideIcon; text: string; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}
