import type { ReactNode } from 'react';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Ban,
  Building2,
  FolderOpen,
  History,
  LoaderCircle,
  Mail,
  Pencil,
  Phone,
  PhoneOff,
  SearchX,
  Trash2,
  UserPlus,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';
import { IconButton } from '../../components/ui/IconButton';
import { TABLE_HEAD as HEAD } from '../../components/ui/table-classes';
import { leadDisplayName, notePreview, STATUS_LABELS, STATUS_TONES } from '../../entities/leads/statuses';
import type { Lead } from '../../entities/leads/types';
import { cn } from '../../lib/class-names';
import { nextSort } from './sort-options';
import type { LeadSort, LeadSortKey } from './types';
import { useElementWidth } from './use-element-width';

export interface LeadsTableProps {
  leads: readonly Lead[];
  loading: boolean;
  /** A search or a filter is on: the empty state suggests changing them rather than adding a lead. */
  filtered: boolean;
  /** The last load failed: the table says so instead of showing an empty state. */
  failed?: boolean;
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
  selection: RowSelection;
  onEdit: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
  onHistory: (lead: Lead) => void;
  onDoNotCall: (lead: Lead) => void;
}

/** The rows' tick boxes. */
export interface RowSelection {
  isSelected: (id: number) => boolean;
  /** Every row of the page is ticked (or the whole filter is selected). */
  allOnPage: boolean;
  onToggle: (id: number) => void;
  onTogglePage: () => void;
}

interface Column {
  title: string;
  width: string;
  /** A header that sorts the table when clicked. */
  sortKey?: LeadSortKey;
}

// A fixed layout, so long values are cut with an ellipsis (full text in the tooltip) instead of pushing the
// List and Actions columns out of sight at 1280 px.
// The phone keeps a width that shows a whole number ("+1 (555) 123-4567") at 1280 px with the drawer open; the
// e-mail and the company give way first (cut, the full value on hover).
const SELECT_COLUMN: Column = { title: 'Select', width: 'w-11' };

const WIDE_COLUMNS: Column[] = [
  SELECT_COLUMN,
  { title: 'Name', width: 'w-[15%]', sortKey: 'name' },
  { title: 'Email', width: 'w-[12%]' },
  { title: 'Phone', width: 'w-48' },
  { title: 'Company', width: 'w-[10%]', sortKey: 'company' },
  { title: 'Status', width: 'w-32', sortKey: 'status' },
  { title: 'List', width: '' },
  { title: 'Actions', width: 'w-[9.5rem]' },
];

// Below this width (768 px windows with the drawer open) the seven columns cannot all be read; the contact
// details, company and list move under the name instead.
const COMPACT_BELOW = 760;

const COMPACT_COLUMNS: Column[] = [
  SELECT_COLUMN,
  { title: 'Name', width: '', sortKey: 'name' },
  { title: 'Status', width: 'w-32', sortKey: 'status' },
  { title: 'Actions', width: 'w-[9.5rem]' },
];

const CELL = 'px-3 py-3 first:pl-5 last:pr-5';
const TICK =
  'mt-0.5 size-4 cursor-pointer rounded border-slate-300 accent-primary-600 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-default';

function Muted({ children }: { children: ReactNode }) {
  return <span className="text-slate-500">{children}</span>;
}

/** Name, Email, Phone, Company, Status, List, Actions; loading and empty states. */
export function LeadsTable({
  leads,
  loading,
  filtered,
  failed = false,
  sort,
  onSort,
  selection,
  onEdit,
  onDelete,
  onHistory,
  onDoNotCall,
}: LeadsTableProps) {
  const [boxRef, width] = useElementWidth<HTMLDivElement>();
  const compact = width > 0 && width < COMPACT_BELOW;
  const columns = compact ? COMPACT_COLUMNS : WIDE_COLUMNS;
  const firstLoad = loading && leads.length === 0;

  return (
    <div ref={boxRef} className="relative">
      {/* A reload keeps the rows on screen and shows a thin bar instead of blanking the table. */}
      {loading && !firstLoad && (
        <div className="absolute inset-x-0 top-0 z-10 h-0.5 animate-pulse bg-primary-500" aria-hidden="true" />
      )}
      <div className="relative overflow-x-auto">
        <table className="w-full table-fixed text-left text-sm" aria-busy={loading || undefined}>
          <colgroup>
            {columns.map(({ title, width: columnWidth }) => (
              <col key={title} className={columnWidth} />
            ))}
          </colgroup>
          <thead className={HEAD}>
            <tr>
              {columns.map(({ title, sortKey }) =>
                title === SELECT_COLUMN.title ? (
                  <th key={title} scope="col" className={cn(CELL, 'pr-0')}>
                    <input
                      type="checkbox"
                      aria-label="Select all leads on this page"
                      className={TICK}
                      checked={leads.length > 0 && selection.allOnPage}
                      disabled={leads.length === 0}
                      onChange={selection.onTogglePage}
                    />
                  </th>
                ) : sortKey ? (
                  <SortableHeader key={title} title={title} sortKey={sortKey} sort={sort} onSort={onSort} />
                ) : (
                  <th key={title} scope="col" className={cn(CELL, title === 'Actions' && 'text-right')}>
                    {title}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className={cn('divide-y divide-slate-100', loading && !firstLoad && 'opacity-60')}>
            {firstLoad ? (
              <tr>
                <td colSpan={columns.length} className="px-5 py-16 text-center text-slate-500">
                  <span role="status" className="inline-flex items-center gap-2">
                    <LoaderCircle className="size-5 animate-spin text-primary-600" aria-hidden="true" />
                    Loading leads...
                  </span>
                </td>
              </tr>
            ) : leads.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-5 py-16 text-center">
                  {failed ? <LoadFailed /> : <EmptyState filtered={filtered} />}
                </td>
              </tr>
            ) : (
              leads.map((lead) =>
                compact ? (
                  <CompactRow key={lead.id} lead={lead} selection={selection} onEdit={onEdit} onDelete={onDelete} onHistory={onHistory} onDoNotCall={onDoNotCall} />
                ) : (
                  <WideRow key={lead.id} lead={lead} selection={selection} onEdit={onEdit} onDelete={onDelete} onHistory={onHistory} onDoNotCall={onDoNotCall} />
                ),
              )
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface SortableHeaderProps {
  title: string;
  sortKey: LeadSortKey;
  sort: LeadSort;
  onSort: (sort: LeadSort) => void;
}

/** A header that sorts by its column, and says (aria-sort, an arrow) when it does. */
function SortableHeader({ title, sortKey, sort, onSort }: SortableHeaderProps) {
  const active = sort.key === sortKey;
  const Arrow = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={CELL}
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={cn(
          '-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 uppercase hover:text-slate-900',
          'focus-visible:outline-2 focus-visible:outline-primary-600',
          active && 'text-slate-900',
        )}
        title={`Sort by ${title.toLowerCase()}`}
        onClick={() => onSort(nextSort(sort, sortKey))}
      >
        {title}
        <Arrow className={cn('size-3.5', !active && 'text-slate-400')} aria-hidden="true" />
      </button>
    </th>
  );
}

// Beside the page's error banner: no invitation to add a first lead when the leads could not be read.
function LoadFailed() {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-2" data-testid="leads-load-failed">
      <p className="font-semibold text-slate-800">The leads could not be loaded.</p>
      <p className="text-slate-500">Use Refresh to try again.</p>
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center gap-2" data-testid="leads-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        {filtered ? (
          <SearchX className="size-6" aria-hidden="true" />
        ) : (
          <UserPlus className="size-6" aria-hidden="true" />
        )}
      </span>
      <p className="font-semibold text-slate-800">No leads found.</p>
      <p className="text-slate-500">
        {filtered ? 'Try adjusting your filters.' : 'Click "Add Lead" to create your first lead.'}
      </p>
    </div>
  );
}

interface RowProps {
  lead: Lead;
  selection: RowSelection;
  onEdit: (lead: Lead) => void;
  onDelete: (lead: Lead) => void;
  onHistory: (lead: Lead) => void;
  onDoNotCall: (lead: Lead) => void;
}

function NameAndNotes({ lead }: { lead: Lead }) {
  const name = leadDisplayName(lead);
  const notes = notePreview(lead.notes);
  return (
    <>
      <div className="truncate font-medium text-slate-900" title={name || undefined}>
        {name || <Muted>No name</Muted>}
      </div>
      {notes && (
        <div className="mt-0.5 line-clamp-2 text-xs break-words text-slate-500" data-testid="lead-notes">
          {notes}
        </div>
      )}
    </>
  );
}

function StatusCell({ lead }: { lead: Lead }) {
  return (
    <td className={CELL}>
      <Badge tone={STATUS_TONES[lead.status]}>{STATUS_LABELS[lead.status] ?? lead.status}</Badge>
    </td>
  );
}

function SelectCell({ lead, selection }: RowProps) {
  const name = leadDisplayName(lead) || lead.email || lead.phone;
  return (
    <td className={cn(CELL, 'pr-0')}>
      <input
        type="checkbox"
        aria-label={`Select ${name}`}
        className={TICK}
        checked={selection.isSelected(lead.id)}
        onChange={() => selection.onToggle(lead.id)}
      />
    </td>
  );
}

function ActionsCell({ lead, onEdit, onDelete, onHistory, onDoNotCall }: RowProps) {
  return (
    <td className={cn(CELL, 'py-2')}>
      <div className="flex justify-end gap-1">
        {lead.phone && !lead.doNotCall && (
          <IconButton label="Do not call" icon={Ban} tone="danger" onClick={() => onDoNotCall(lead)} />
        )}
        <IconButton label="History" icon={History} onClick={() => onHistory(lead)} />
        <IconButton label="Edit" icon={Pencil} onClick={() => onEdit(lead)} />
        <IconButton label="Delete" icon={Trash2} tone="danger" onClick={() => onDelete(lead)} />
      </div>
    </td>
  );
}

function TextCell({ value, empty = '—' }: { value: string; empty?: string }) {
  return (
    <td className={cn(CELL, 'truncate text-slate-700')} title={value || undefined}>
      {value || <Muted>{empty}</Muted>}
    </td>
  );
}

const NOT_DIALABLE = 'Not a number that can be dialed';

/** A phone the dialer cannot read as a valid number is marked, so it can be fixed before a campaign needs it. */
function NotDialableMark({ lead }: { lead: Lead }) {
  if (!lead.phone || lead.phoneE164 !== null) return null;
  return (
    <PhoneOff
      className="mr-1 inline size-3.5 -translate-y-px text-amber-600"
      role="img"
      aria-label={NOT_DIALABLE}
      data-testid="not-dialable"
    />
  );
}

/** The phone is on the organization's do-not-call list: never called or texted. */
export function DncMark({ lead }: { lead: Lead }) {
  if (!lead.doNotCall) return null;
  return (
    <Ban
      className="mr-1 inline size-3.5 -translate-y-px text-red-600"
      role="img"
      aria-label="On the do-not-call list"
      data-testid="dnc-mark"
    />
  );
}

function PhoneCell({ lead }: { lead: Lead }) {
  let title = lead.phone && lead.phoneE164 === null ? `${lead.phone} — ${NOT_DIALABLE.toLowerCase()}` : lead.phone;
  if (lead.doNotCall) title = `${lead.phone} — on the do-not-call list`;
  return (
    <td className={cn(CELL, 'truncate text-slate-700 tabular-nums')} title={title || undefined}>
      <DncMark lead={lead} />
      <NotDialableMark lead={lead} />
      {lead.phone || <Muted>—</Muted>}
    </td>
  );
}

function rowClass({ lead, selection }: RowProps): string {
  return cn('align-top hover:bg-slate-50/70', selection.isSelected(lead.id) && 'bg-primary-50/50');
}

function WideRow(props: RowProps) {
  const { lead } = props;
  return (
    <tr className={rowClass(props)} data-lead-id={lead.id}>
      <SelectCell {...props} />
      <td className={CELL}>
        <NameAndNotes lead={lead} />
      </td>
      <TextCell value={lead.email} />
      <PhoneCell lead={lead} />
      <TextCell value={lead.company} />
      <StatusCell lead={lead} />
      <TextCell value={lead.list_name} empty="No List" />
      <ActionsCell {...props} />
    </tr>
  );
}

function Detail({ icon: Icon, value, empty }: { icon: LucideIcon; value: string; empty?: string }) {
  if (!value && !empty) return null;
  return (
    <div className="flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
      <Icon className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="truncate" title={value || undefined}>
        {value || <Muted>{empty}</Muted>}
      </span>
    </div>
  );
}

function CompactRow(props: RowProps) {
  const { lead } = props;
  return (
    <tr className={rowClass(props)} data-lead-id={lead.id}>
      <SelectCell {...props} />
      <td className={CELL}>
        <NameAndNotes lead={lead} />
        <div className="mt-1.5 space-y-0.5">
          <Detail icon={Mail} value={lead.email} />
          <div className="flex items-center">
            <DncMark lead={lead} />
            <Detail icon={lead.phone && lead.phoneE164 === null ? PhoneOff : Phone} value={lead.phone} />
          </div>
          <Detail icon={Building2} value={lead.company} />
          <Detail icon={FolderOpen} value={lead.list_name} empty="No List" />
        </div>
      </td>
      <StatusCell lead={lead} />
      <ActionsCell {...props} />
    </tr>
  );
}
