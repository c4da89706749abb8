import type { ReactNode } from 'react';
import { TABLE_HEAD, WIDE_ONLY } from '../../components/ui/table-classes';
import { cn } from '../../lib/class-names';
import { ListedNote } from './ComplianceSection';

/** The evidence tables' cells: the first and last line up with the card's text. */
export const CELL = 'px-3 py-2.5 align-top first:pl-6 last:pr-6';

export interface EvidenceColumn {
  name: string;
  /** Shown once the card is 48rem wide; below that the rows fold its content into another cell. */
  wide?: boolean;
  /** A figure, right-aligned. */
  figure?: boolean;
}

export interface EvidenceTableProps {
  label: string;
  columns: readonly EvidenceColumn[];
  /** How many rows there are, and how many the page lists at most: at the limit a note says so. */
  listed: number;
  limit: number;
  /** The rows. */
  children: ReactNode;
}

/** A section's entries as a table running to the card's edges, scrolling inside it if a row is still too wide. */
export function EvidenceTable({ label, columns, listed, limit, children }: EvidenceTableProps) {
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={label}>
          <thead className={TABLE_HEAD}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.name}
                  scope="col"
                  className={cn(CELL, column.wide && WIDE_ONLY, column.figure && 'text-right')}
                >
                  {column.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
      <ListedNote listed={listed} limit={limit} />
    </>
  );
}
