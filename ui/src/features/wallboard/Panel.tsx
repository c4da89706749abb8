import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/** One of the wallboard's dark boxes, named by its heading. */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `wallboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={cn('min-h-0 rounded-2xl bg-slate-900 p-4 ring-1 ring-slate-800', className)}>
      <h2 id={id} className="mb-3 text-xl font-semibold tracking-wide text-slate-300 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
