import type { LeadSort, LeadSortKey } from './types';

/** The "Sort by" choices: each order the table offers, both ways, named as a user says it. */
export const SORT_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'created desc', label: 'Newest first' },
  { value: 'created asc', label: 'Oldest first' },
  { value: 'updated desc', label: 'Recently updated' },
  { value: 'updated asc', label: 'Least recently updated' },
  { value: 'name asc', label: 'Name A–Z' },
  { value: 'name desc', label: 'Name Z–A' },
  { value: 'company asc', label: 'Company A–Z' },
  { value: 'company desc', label: 'Company Z–A' },
  { value: 'status asc', label: 'Status A–Z' },
  { value: 'status desc', label: 'Status Z–A' },
];

export function sortValue(sort: LeadSort): string {
  return `${sort.key} ${sort.order}`;
}

export function parseSortValue(value: string): LeadSort {
  const [key, order] = value.split(' ');
  return { key: key as LeadSortKey, order: order === 'asc' ? 'asc' : 'desc' };
}

/** A column header's click: the other way round when it already sorts, else its own first direction. */
export function nextSort(current: LeadSort, key: LeadSortKey): LeadSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'created' || key === 'updated' ? 'desc' : 'asc' };
}
