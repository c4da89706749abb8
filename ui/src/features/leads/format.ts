import type { Pagination } from '../../entities/leads/types';

const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${BYTE_UNITS[unit]}`;
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A result count that may only be a lower bound: 1234 → "1,234", 10000 counted no further → "10,000+". */
export function formatTotal(total: number, isLowerBound: boolean): string {
  return isLowerBound ? `${formatCount(total)}+` : formatCount(total);
}

/** The pager's sentence: "Showing 21–40 of 1,234 leads" (or "of 10,000+ leads"); undefined with no results. */
export function pageSummary(pagination: Pagination): string | undefined {
  const { page, limit, total, totalIsLowerBound } = pagination;
  if (total <= 0) return undefined;
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatTotal(total, totalIsLowerBound)} leads`;
}

/** "1 row", "2 rows". */
export function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
