import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/class-names';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** A sentence on the left, e.g. "Showing 21–40 of 1,234 leads". */
  summary?: string | undefined;
  disabled?: boolean;
  className?: string;
}

type Slot = number | 'gap-start' | 'gap-end';

/** First, last, and the pages around the current one, with gaps between: stays short at a million rows. */
export function pageSlots(page: number, pages: number): Slot[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - 1, pages - 4));
  const end = Math.min(pages - 1, Math.max(page + 1, 5));
  const slots: Slot[] = [1];
  if (start > 2) slots.push('gap-start');
  for (let n = start; n <= end; n += 1) slots.push(n);
  if (end < pages - 1) slots.push('gap-end');
  slots.push(pages);
  return slots;
}

const cell =
  'inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

/** Page navigation for a paginated list. */
export function Pager({ page, pages, onPageChange, summary, disabled = false, className }: PagerProps) {
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== page) onPageChange(target);
  };
  return (
    <nav aria-label="Pagination" className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      {summary ? <p className="text-sm text-slate-600">{summary}</p> : <span />}
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={cn(cell, 'gap-1 text-slate-700 hover:bg-slate-100')}
          aria-label="Previous page"
          disabled={disabled || page <= 1}
          onClick={() => go(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </button>
        {pageSlots(page, pages).map((slot) =>
          typeof slot === 'number' ? (
            <button
              key={slot}
              type="button"
              aria-label={`Page ${slot}`}
              aria-current={slot === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => go(slot)}
              className={cn(
                cell,
                'tabular-nums',
                slot === page
                  ? 'bg-primary-600 text-white shadow-sm hover:bg-primary-700'
                  : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {slot.toLocaleString('en-US')}
            </button>
          ) : (
            <span key={slot} className="px-1 text-sm text-slate-400" aria-hidden="true">
              …
            </span>
          ),
        )}
        <button
          type="button"
          className={cn(cell, 'gap-1 text-slate-700 hover:bg-slate-100')}
          aria-label="Next page"
          disabled={disabled || page >= pages}
          onClick={() => go(page + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
