import type { LeadList } from './types';

/** Select options for the lists, after the given leading options. */
export function listOptions(lists: readonly LeadList[], leading: ReadonlyArray<{ value: string; label: string }>) {
  return [...leading, ...lists.map((list) => ({ value: String(list.id), label: list.name }))];
}
