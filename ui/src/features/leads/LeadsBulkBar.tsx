import { useEffect, useState } from 'react';
import { Ban, Download, FolderInput, Tag, Trash2, Workflow, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { SelectInput } from '../../components/ui/SelectField';
import { fetchEnrollableCadences } from '../../entities/cadences/api';
import type { CadenceChoice } from '../../entities/cadences/types';
import { listOptions } from '../../entities/leads/list-options';
import { STATUS_LABELS, STATUS_OPTIONS } from '../../entities/leads/statuses';
import type { LeadList, LeadStatus } from '../../entities/leads/types';
import type { LeadBulkJob } from './types';

const count = new Intl.NumberFormat();

/** What the user asked for, before the confirmation. */
export type BulkChoice =
  | { action: 'set_status'; status: LeadStatus }
  | { action: 'move_to_list'; listId: number | null }
  | { action: 'delete' }
  | { action: 'add_to_dnc' }
  /** The name is for the confirmation only; the request carries the id. */
  | { action: 'enroll_in_cadence'; cadenceId: number; cadenceName: string }
  | { action: 'export' };

export interface LeadsBulkBarProps {
  /** How many leads are selected, as shown ("3 selected", "All 12,345 leads selected"); "" when none is. */
  selectedLabel: string;
  /** Offered when the whole page is ticked and the filter selects more: how many it selects ("12,345", "1,000+"). */
  matchingLabel: string | null;
  lists: readonly LeadList[];
  job: LeadBulkJob | null;
  exporting: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onChoose: (choice: BulkChoice) => void;
}

export function bulkJobSentence(job: LeadBulkJob, cadences: readonly CadenceChoice[] = []): string {
  const total = job.total === null ? '…' : count.format(job.total);
  const done = `${count.format(job.processed)} of ${total}`;
  switch (job.action) {
    case 'set_status':
      return `Setting the status to ${STATUS_LABELS[job.status ?? 'new']}: ${done} leads`;
    case 'move_to_list':
      return `Moving leads: ${done}`;
    case 'delete':
      return `Deleting leads: ${done}`;
    case 'add_to_dnc':
      return `Adding phones to Do Not Call: ${done} leads`;
    case 'enroll_in_cadence': {
      const cadence = cadences.find((c) => c.id === job.cadenceId);
      return `Enrolling leads in ${cadence ? cadence.name : 'the cadence'}: ${done}`;
    }
  }
}

/** Above the table while rows are ticked: how many, "select all N", and what to do with them; a running action's progress. */
export function LeadsBulkBar(props: LeadsBulkBarProps) {
  const { selectedLabel, matchingLabel, lists, job, exporting } = props;
  const [status, setStatus] = useState<LeadStatus>('contacted');
  const [list, setList] = useState('none');
  const [cadences, setCadences] = useState<CadenceChoice[]>([]);
  const [cadenceId, setCadenceId] = useState('');

  // Read each time the bar opens, so a cadence made or archived in another tab meanwhile is offered or not.
  const open = selectedLabel !== '';
  useEffect(() => {
    if (!open) return;
    let current = true;
    fetchEnrollableCadences()
      .then((found) => current && setCadences(found))
      .catch((caught: unknown) => console.warn('Loading the cadences failed', caught));
    return () => {
      current = false;
    };
  }, [open]);
  const cadence = cadences.find((c) => String(c.id) === cadenceId) ?? cadences[0];

  if (job) {
    const percent = job.total ? (job.processed / job.total) * 100 : null;
    const sentence = bulkJobSentence(job, cadences);
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-200 bg-slate-50 px-5 py-3" data-testid="bulk-progress">
        <p className="text-sm font-medium text-slate-800" role="status">
          {sentence}
        </p>
        <ProgressBar label="Bulk action progress" value={percent} valueText={sentence} className="max-w-sm flex-1" />
      </div>
    );
  }
  if (!selectedLabel) return null;

  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-primary-100 bg-primary-50/60 px-5 py-3"
      role="region"
      aria-label="Bulk actions"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900" data-testid="bulk-count">
          {selectedLabel}
        </span>
        {matchingLabel !== null && (
          <button
            type="button"
            className="cursor-pointer font-medium text-primary-700 underline"
            onClick={props.onSelectAllMatching}
          >
            Select all {matchingLabel} leads this filter selects
          </button>
        )}
        <button
          type="button"
          className="inline-flex cursor-pointer items-center gap-1 text-slate-600 hover:text-slate-900"
          onClick={props.onClear}
        >
          <X className="size-3.5" aria-hidden="true" />
          Clear selection
        </button>
      </div>

      <div className="ml-auto flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1.5">
          <SelectInput
            aria-label="New status"
            className="h-8 w-40 py-0"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          />
          <Button variant="outline" size="sm" onClick={() => props.onChoose({ action: 'set_status', status })}>
            <Tag className="size-4" aria-hidden="true" />
            Set Status
          </Button>
        </div>
        <div className="flex items-center gap-1.5">
          <SelectInput
            aria-label="Move to list"
            className="h-8 w-40 py-0"
            options={listOptions(lists, [{ value: 'none', label: 'No list' }])}
            value={list}
            onChange={(event) => setList(event.target.value)}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => props.onChoose({ action: 'move_to_list', listId: list === 'none' ? null : Number(list) })}
          >
            <FolderInput className="size-4" aria-hidden="true" />
            Move
          </Button>
        </div>
        {cadence && (
          <div className="flex items-center gap-1.5">
            <SelectInput
              aria-label="Enroll in cadence"
              className="h-8 w-44 py-0"
              options={cadences.map((c) => ({ value: String(c.id), label: c.status === 'paused' ? `${c.name} (paused)` : c.name }))}
              value={String(cadence.id)}
              onChange={(event) => setCadenceId(event.target.value)}
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => props.onChoose({ action: 'enroll_in_cadence', cadenceId: cadence.id, cadenceName: cadence.name })}
            >
              <Workflow className="size-4" aria-hidden="true" />
              Enroll
            </Button>
          </div>
        )}
        <Button variant="outline" size="sm" busy={exporting} onClick={() => props.onChoose({ action: 'export' })}>
          {!exporting && <Download className="size-4" aria-hidden="true" />}
          {exporting ? 'Exporting...' : 'Export'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => props.onChoose({ action: 'add_to_dnc' })}>
          <Ban className="size-4" aria-hidden="true" />
          Do Not Call
        </Button>
        <Button variant="danger" size="sm" onClick={() => props.onChoose({ action: 'delete' })}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </div>
  );
}
