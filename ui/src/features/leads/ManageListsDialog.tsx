import { useEffect, useState, type FormEvent } from 'react';
import { ListX, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { IconButton } from '../../components/ui/IconButton';
import { Input } from '../../components/ui/Input';
import { SelectInput } from '../../components/ui/SelectField';
import { listOptions } from '../../entities/leads/list-options';
import type { LeadList } from '../../entities/leads/types';
import { errorMessage } from '../../lib/api-client';
import { deleteList, renameList, type ListLeadsFate } from './api';
import { formatCount, plural } from './format';
import { NewListForm } from './NewListForm';

export interface ManageListsDialogProps {
  open: boolean;
  lists: readonly LeadList[];
  onClose: () => void;
  /** A list was created, renamed or deleted: the page reloads its lists (and leads, whose list may have changed). */
  onChanged: () => void;
}

type Editing = { kind: 'rename'; id: number } | { kind: 'delete'; id: number } | null;

/** Lists ("List ID" in the campaign setup): create, rename, and delete with a choice for the list's leads. */
export function ManageListsDialog({ open, lists, onClose, onChanged }: ManageListsDialogProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setEditing(null);
    setError(null);
  }, [open]);

  return (
    <Dialog
      open={open}
      title="Manage Lists"
      description="Lists group leads for campaigns. Every lead is in one list or in none."
      size="lg"
      closeOnBackdrop
      onClose={onClose}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <div className="space-y-5">
        {error && (
          <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        <NewListForm idPrefix="manage" onCreated={() => onChanged()} />

        {lists.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-8">
            <ListX className="size-6 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-500">No lists yet. Create one above.</p>
          </div>
        ) : (
          <ul aria-label="Lists" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {lists.map((list) => (
              <li key={list.id} className="px-4 py-3">
                {editing?.id === list.id && editing.kind === 'rename' ? (
                  <RenameRow
                    list={list}
                    onDone={() => {
                      setEditing(null);
                      onChanged();
                    }}
                    onCancel={() => setEditing(null)}
                    onError={setError}
                  />
                ) : (
                  <div className="flex items-center gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-slate-900">{list.name}</p>
                      <p className="text-xs text-slate-500">{plural(list.leadCount, 'lead', 'leads')}</p>
                    </div>
                    <IconButton
                      label={`Rename ${list.name}`}
                      icon={Pencil}
                      onClick={() => {
                        setError(null);
                        setEditing({ kind: 'rename', id: list.id });
                      }}
                    />
                    <IconButton
                      label={`Delete ${list.name}`}
                      icon={Trash2}
                      tone="danger"
                      onClick={() => {
                        setError(null);
                        setEditing({ kind: 'delete', id: list.id });
                      }}
                    />
                  </div>
                )}
                {editing?.id === list.id && editing.kind === 'delete' && (
                  <DeletePanel
                    list={list}
                    others={lists.filter((other) => other.id !== list.id)}
                    onDone={() => {
                      setEditing(null);
                      onChanged();
                    }}
                    onCancel={() => setEditing(null)}
                    onError={setError}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

interface RowActionProps {
  list: LeadList;
  onDone: () => void;
  onCancel: () => void;
  onError: (message: string | null) => void;
}

function RenameRow({ list, onDone, onCancel, onError }: RowActionProps) {
  const [name, setName] = useState(list.name);
  const [busy, setBusy] = useState(false);
  const inputId = `rename-list-${list.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    onError(null);
    try {
      await renameList(list.id, name.trim());
      onDone();
    } catch (caught) {
      onError(errorMessage(caught, 'Failed to rename the list. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        {`New name for ${list.name}`}
      </label>
      <Input
        id={inputId}
        value={name}
        autoFocus
        autoComplete="off"
        className="h-9 flex-1"
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          // Escape leaves the rename, not the whole dialog.
          if (event.key === 'Escape') {
            event.preventDefault();
            event.nativeEvent.stopImmediatePropagation();
            onCancel();
          }
        }}
      />
      <Button type="submit" size="sm" busy={busy}>
        Save
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </form>
  );
}

function DeletePanel({ list, others, onDone, onCancel, onError }: RowActionProps & { others: readonly LeadList[] }) {
  const [choice, setChoice] = useState<'move' | 'delete'>('move');
  const [moveTo, setMoveTo] = useState('0');
  const [busy, setBusy] = useState(false);
  const hasLeads = list.leadCount > 0;

  async function confirm() {
    setBusy(true);
    onError(null);
    let fate: ListLeadsFate = null;
    if (hasLeads) fate = choice === 'move' ? { moveTo: Number(moveTo) } : { deleteLeads: true };
    try {
      await deleteList(list.id, fate);
      onDone();
    } catch (caught) {
      onError(errorMessage(caught, 'Failed to delete the list. Please try again.'));
      setBusy(false);
    }
  }

  const radio = 'mt-0.5 size-4 shrink-0 cursor-pointer accent-primary-600';
  return (
    <div
      role="group"
      aria-label={`Delete ${list.name}`}
      className="mt-3 space-y-3 rounded-lg border border-red-200 bg-red-50/50 p-3"
    >
      {hasLeads ? (
        <>
          <p className="text-sm text-slate-700">
            {`“${list.name}” has ${plural(list.leadCount, 'lead', 'leads')}. ` +
              `What should happen to ${list.leadCount === 1 ? 'it' : 'them'}?`}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={`move-leads-${list.id}`}
              type="radio"
              name={`fate-${list.id}`}
              className={radio}
              checked={choice === 'move'}
              onChange={() => setChoice('move')}
            />
            <label htmlFor={`move-leads-${list.id}`} className="text-sm text-slate-700">
              Move them to
            </label>
            <label htmlFor={`move-target-${list.id}`} className="sr-only">
              Move the leads to list
            </label>
            <SelectInput
              id={`move-target-${list.id}`}
              wrapperClassName="min-w-44 flex-1"
              className="h-9"
              options={listOptions(others, [{ value: '0', label: 'No list' }])}
              value={moveTo}
              disabled={choice !== 'move'}
              onChange={(event) => setMoveTo(event.target.value)}
            />
          </div>
          <div className="flex items-start gap-3">
            <input
              id={`delete-leads-${list.id}`}
              type="radio"
              name={`fate-${list.id}`}
              className={radio}
              checked={choice === 'delete'}
              onChange={() => setChoice('delete')}
            />
            <label htmlFor={`delete-leads-${list.id}`} className="text-sm text-slate-700">
              {`Delete the ${formatCount(list.leadCount)} ${list.leadCount === 1 ? 'lead' : 'leads'} with the list`}
            </label>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">{`Delete the list “${list.name}”? It has no leads.`}</p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" size="sm" busy={busy} onClick={confirm}>
          {busy ? 'Deleting...' : 'Delete List'}
        </Button>
      </div>
    </div>
  );
}
