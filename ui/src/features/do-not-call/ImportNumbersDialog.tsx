import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Label } from '../../components/ui/Input';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { TextField } from '../../components/ui/TextField';
import { ListSelect } from '../../entities/do-not-call/ListSelect';
import { errorMessage } from '../../lib/api-client';
import { uploadDncFile } from './api';
import type { DncImportResult } from './types';

export interface ImportNumbersDialogProps {
  campaigns: readonly { id: number; name: string }[];
  onImported: (result: DncImportResult) => void;
  onClose: () => void;
}

const FORM_ID = 'dnc-import-form';
const count = (n: number) => n.toLocaleString();

/** A file of numbers onto a list: progress while it uploads, then what was listed, already there, unreadable. */
export function ImportNumbersDialog({ campaigns, onImported, onClose }: ImportNumbersDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<DncImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<(() => void) | null>(null);
  const busy = progress !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose a file first.');
      return;
    }
    setError(null);
    setProgress(0);
    const upload = uploadDncFile(file, campaignId, note.trim(), (sent, total) =>
      setProgress(total > 0 ? Math.round((sent / total) * 100) : null),
    );
    abort.current = upload.abort;
    try {
      const done = await upload.result;
      setResult(done);
      onImported(done);
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') {
        setError('The import was cancelled. Numbers listed before it stopped stay listed.');
      } else {
        console.warn('The do-not-call import failed', caught);
        setError(errorMessage(caught, 'The import failed.'));
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  const footer = result ? (
    <Button onClick={onClose}>Done</Button>
  ) : (
    <>
      <Button variant="outline" onClick={() => (busy ? abort.current?.() : onClose())}>
        {busy ? 'Stop Import' : 'Cancel'}
      </Button>
      <Button type="submit" form={FORM_ID} busy={busy} disabled={!file}>
        {busy ? 'Importing...' : 'Import Numbers'}
      </Button>
    </>
  );

  return (
    <Dialog
      open
      size="lg"
      title="Import Do-Not-Call Numbers"
      description="One number a line, or a CSV with a phone column. Registry extracts (area code, number) work as they come."
      dismissible={!busy}
      onClose={onClose}
      footer={footer}
    >
      {result ? (
        <div className="space-y-3" data-testid="dnc-import-result">
          <Alert tone="success">
            {count(result.added)} numbers added to the list. {count(result.alreadyListed)} were on it already;{' '}
            {count(result.unreadable)} lines were not phone numbers.
          </Alert>
          {result.unreadableRows.length > 0 && (
            <div className="space-y-1">
              <p className="text-sm font-medium text-slate-800">Lines that were not read</p>
              <ul className="max-h-40 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-700">
                {result.unreadableRows.map((row) => (
                  <li key={row.row}>
                    Line {row.row}: {row.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : (
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <div className="space-y-1.5">
            <Label htmlFor="dnc-file">File</Label>
            <input
              id="dnc-file"
              type="file"
              accept=".csv,.txt,.tsv,text/csv,text/plain"
              disabled={busy}
              className="block w-full cursor-pointer rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <ListSelect id="dnc-import-list" value={campaignId} campaigns={campaigns} onChange={setCampaignId} disabled={busy} />
          <TextField
            id="dnc-import-note"
            label="Note"
            placeholder="e.g. National registry extract, November"
            maxLength={500}
            value={note}
            disabled={busy}
            onChange={(event) => setNote(event.target.value)}
          />
          {busy && <ProgressBar label="Uploading and listing" value={progress} />}
        </form>
      )}
    </Dialog>
  );
}
