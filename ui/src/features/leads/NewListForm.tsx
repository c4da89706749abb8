import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import type { LeadList } from '../../entities/leads/types';
import { errorMessage } from '../../lib/api-client';
import { createList } from './api';

export interface NewListFormProps {
  /** Unique per screen: the field's id is built from it. */
  idPrefix: string;
  onCreated: (list: LeadList) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A name and a Create button: POST /lists, with the server's sentence (empty, taken) under the field. */
export function NewListForm({ idPrefix, onCreated, onCancel, autoFocus = false }: NewListFormProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const list = await createList(name.trim());
      setName('');
      onCreated(list);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to create the list. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-1.5">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${idPrefix}-new-list`}
            label="New list name"
            placeholder="e.g. Spring campaign"
            value={name}
            invalid={Boolean(error)}
            autoComplete="off"
            autoFocus={autoFocus}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </div>
        <Button type="submit" variant="outline" busy={busy}>
          {!busy && <Plus className="size-4" aria-hidden="true" />}
          Create List
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
