import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/class-names';

// Plain table parts with the app's look. The wrapper does not clip, so menus opened from a row can hang below
// the table; screens that need sideways scrolling wrap it themselves.

export function DataTable({ className, ...rest }: HTMLAttributes<HTMLTableElement>) {
  return <table className={cn('w-full border-collapse text-left text-sm', className)} {...rest} />;
}

export function DataTableHead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('border-b border-slate-200 bg-slate-50/80', className)} {...rest} />;
}

export function DataTableBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...rest} />;
}

export function DataTableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('transition-colors hover:bg-slate-50/60', className)} {...rest} />;
}

export function DataTableHeader({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'px-4 py-3 text-xs font-semibold tracking-wider whitespace-nowrap text-slate-500 uppercase first:pl-6 last:pr-6',
        className,
      )}
      {...rest}
    />
  );
}

export function DataTableCell({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-4 py-3.5 align-middle text-slate-700 first:pl-6 last:pr-6', className)} {...rest} />;
}
