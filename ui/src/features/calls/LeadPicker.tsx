import { useEffect, useId, useState } from 'react';
import { Input, Label } from '../../components/ui/Input';
import type { Lead } from '../../entities/leads/types';
import { cn } from '../../lib/class-names';
import { searchLeads } from './api';

const SEARCH_DELAY_MS = 250;

export interface LeadPickerProps {
  id: string;
  /** The campaign's lists: only their leads are offered. */
  listIds: number[];
  value: Lead | null;
  onChange: (lead: Lead | null) => void;
  error?: string | undefined;
}

/**
 * Finds a lead of the campaign by name, company or phone digits (the leads API's search) and picks one from a
 * list of radio buttons, which the keyboard and screen readers handle as the platform does.
 */
export function LeadPicker({ id, listIds, value, onChange, error }: LeadPickerProps) {
  const [search, setSearch] = useState('');
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [failed, setFailed] = useState(false);
  const resultsId = useId();
  const listKey = listIds.join(',');

  useEffect(() => {
    const term = search.trim();
    if (!term || listIds.length === 0) {
      setLeads(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // One list: the server narrows; several: the page is narrowed here.
      searchLeads(term, listIds.length === 1 ? listIds[0]! : null, controller.signal)
        .then((found) => {
          setFailed(false);
          setLeads(found.filter((lead) => lead.listId !== null && listIds.includes(lead.listId)));
        })
        .catch((caught: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Searching leads failed', caught);
          setFailed(true);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, listKey]);

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Lead</Label>
      <Input
        id={id}
        type="search"
        placeholder="Name, company or phone"
        value={search}
        invalid={Boolean(error)}
        aria-describedby={`${resultsId} ${error ? `${id}-error` : ''}`.trim()}
        onChange={(event) => setSearch(event.target.value)}
        disabled={listIds.length === 0}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div id={resultsId} className="text-sm">
        {value && !leads && (
          <p className="text-slate-700">
            Selected: <span className="font-medium">{value.name || value.phone}</span> {value.phone}
          </p>
        )}
        {failed && <p className="text-red-700">The leads could not be searched.</p>}
        {leads && leads.length === 0 && <p className="text-slate-500">No lead of this campaign matches.</p>}
      </div>
      {leads && leads.length > 0 && (
        <fieldset className="max-h-48 overflow-y-auto rounded-lg border border-slate-200">
          <legend className="sr-only">Matching leads</legend>
          {leads.map((lead) => {
            const checked = value?.id === lead.id;
            return (
              <label
                key={lead.id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 border-b border-slate-100 px-3 py-2 last:border-b-0',
                  checked ? 'bg-primary-50' : 'hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-lead`}
                  className="accent-primary-600"
                  checked={checked}
                  onChange={() => onChange(lead)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{lead.name || lead.company || 'No name'}</span>
                  <span className="block text-xs text-slate-500 tabular-nums">
                    {lead.phoneE164 ?? `${lead.phone} (not a dialable number)`}
                    {lead.company && lead.name ? ` · ${lead.company}` : ''}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
