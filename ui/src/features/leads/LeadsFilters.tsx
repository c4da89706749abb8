import { useEffect, useState, type FormEvent } from 'react';
import { FolderCog, RefreshCw, Search, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Input, Label } from '../../components/ui/Input';
import { SelectField } from '../../components/ui/SelectField';
import { listOptions } from '../../entities/leads/list-options';
import { isLeadStatus, STATUS_OPTIONS } from '../../entities/leads/statuses';
import type { LeadList } from '../../entities/leads/types';
import { cn } from '../../lib/class-names';
import { parseSortValue, SORT_OPTIONS, sortValue } from './sort-options';
import type { LeadQuery, LeadSort, ListFilter } from './types';

export interface LeadsFiltersProps {
  query: LeadQuery;
  lists: readonly LeadList[];
  loading: boolean;
  onChange: (change: Partial<LeadQuery>) => void;
  sort: LeadSort;
  onSortChange: (sort: LeadSort) => void;
  onRefresh: () => void;
  onManageLists: () => void;
}

const STATUS_FILTER_OPTIONS = [{ value: 'all', label: 'All' }, ...STATUS_OPTIONS];

function listFilterValue(list: ListFilter): string {
  return typeof list === 'number' ? String(list) : list;
}

function parseListFilter(value: string): ListFilter {
  return value === 'all' || value === 'none' ? value : Number(value);
}

/** Free-text search (Enter or the Search button), the status filter, the list filter, the order and Refresh. */
export function LeadsFilters({
  query,
  lists,
  loading,
  onChange,
  sort,
  onSortChange,
  onRefresh,
  onManageLists,
}: LeadsFiltersProps) {
  const [draft, setDraft] = useState(query.search);
  // A reset from elsewhere (leaving and coming back) shows in the box.
  useEffect(() => setDraft(query.search), [query.search]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ search: draft.trim() });
  }

  // A list the filter points at may have been deleted meanwhile; it still needs an option to show.
  const listSelectOptions = listOptions(lists, [
    { value: 'all', label: 'All lists' },
    { value: 'none', label: 'No list' },
  ]);
  if (typeof query.list === 'number' && !lists.some((list) => list.id === query.list)) {
    listSelectOptions.push({ value: String(query.list), label: `List #${query.list}` });
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <form role="search" onSubmit={submit} className="flex min-w-64 flex-[3_1_16rem] items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <Label htmlFor="leads-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id="leads-search"
              type="search"
              placeholder="Name, email, company or phone"
              className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            {draft && (
              <button
                type="button"
                aria-label="Clear"
                title="Clear the search"
                className={cn(
                  'absolute top-1/2 right-2 flex size-6 -translate-y-1/2 cursor-pointer items-center justify-center',
                  'rounded text-slate-400 hover:text-slate-700',
                )}
                onClick={() => {
                  setDraft('');
                  if (query.search) onChange({ search: '' });
                }}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      <SelectField
        id="leads-status-filter"
        label="Status"
        className="min-w-32 flex-[1_1_9rem]"
        options={STATUS_FILTER_OPTIONS}
        value={query.status}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ status: isLeadStatus(value) ? value : 'all' });
        }}
      />
      <div className="flex min-w-40 flex-[1_1_11rem] items-end gap-2">
        <SelectField
          id="leads-list-filter"
          label="List"
          className="min-w-0 flex-1"
          options={listSelectOptions}
          value={listFilterValue(query.list)}
          onChange={(event) => onChange({ list: parseListFilter(event.target.value) })}
        />
        <button
          type="button"
          title="Manage Lists"
          onClick={onManageLists}
          className={cn(
            'flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-slate-300',
            'bg-white text-slate-600 shadow-sm hover:bg-slate-50 hover:text-slate-900',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          )}
        >
          <FolderCog className="size-4" aria-hidden="true" />
          {/* Named by text, not aria-label, so getByLabel('List') finds only the filter. */}
          <span className="sr-only">Manage Lists</span>
        </button>
      </div>

      <SelectField
        id="leads-sort"
        label="Sort by"
        className="min-w-40 flex-[1_1_10rem]"
        options={SORT_OPTIONS}
        value={sortValue(sort)}
        onChange={(event) => onSortChange(parseSortValue(event.target.value))}
      />

      <Button variant="outline" onClick={onRefresh} aria-busy={loading || undefined}>
        <RefreshCw className={cn('size-4', loading && 'animate-spin')} aria-hidden="true" />
        Refresh
      </Button>
    </div>
  );
}
