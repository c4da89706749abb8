import { useId, useState, type DragEvent } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { cn } from '../../lib/class-names';

export interface ImportFilePickerProps {
  onFile: (file: File) => void;
}

/** A large target for the file: a click opens the file chooser, a dropped file is taken as well. */
export function ImportFilePicker({ onFile }: ImportFilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-12',
          'text-center transition-colors',
          'has-[:focus-visible]:border-primary-500 has-[:focus-visible]:bg-primary-50/40',
          dragging ? 'border-primary-500 bg-primary-50/60' : 'border-slate-300 bg-slate-50 hover:border-slate-400',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <FileSpreadsheet className="size-6" aria-hidden="true" />
        </span>
        <span className="text-sm font-semibold text-slate-800">Choose a CSV or Excel file</span>
        <span className="text-sm text-slate-500">or drop it here</span>
        <input
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,.xlsx,text/csv,text/plain,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="Choose a CSV or Excel file"
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <p id={hintId} className="text-xs text-slate-500">
        The first row must hold the column names. Comma, semicolon, tab or pipe separated, UTF-8, UTF-16 or
        Windows-1252 — as Excel, Google Contacts, Outlook, HubSpot, Salesforce, Zoho, Pipedrive or VICIdial save
        them — are recognised, and Excel workbooks (.xlsx) import directly, from their first sheet or the one you
        choose; column names are matched for you, and you can change every match before importing.
      </p>
    </div>
  );
}
