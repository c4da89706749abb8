import { SelectInput } from '../../components/ui/SelectField';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/class-names';
import { IMPORT_FIELD_OPTIONS } from './csv';
import type { ImportField, ImportRowOutcome } from './types';

export interface ImportPreviewProps {
  header: readonly string[];
  rows: readonly (readonly string[])[];
  mapping: readonly ImportField[];
  onMappingChange: (column: number, field: ImportField) => void;
  /** What the import would do with each row, once the server has said; duplicates are skipped or updated. */
  outcomes?: readonly ImportRowOutcome[] | null;
  updateDuplicates?: boolean;
}

function OutcomeCell({ outcome, updateDuplicates }: { outcome: ImportRowOutcome | undefined; updateDuplicates: boolean }) {
  if (!outcome) return <span className="text-slate-500">…</span>;
  const noPhone = outcome.outcome !== 'invalid' && !outcome.dialablePhone;
  return (
    <div className="space-y-1">
      {outcome.outcome === 'new' && <Badge tone="success">New lead</Badge>}
      {outcome.outcome === 'duplicate' && (
        <Badge tone="warning" title={outcome.duplicateOf ? `Same phone or email as ${outcome.duplicateOf.name}` : undefined}>
          {updateDuplicates ? 'Updates existing' : 'Duplicate: skipped'}
        </Badge>
      )}
      {outcome.outcome === 'invalid' && (
        <Badge tone="error" title={outcome.message}>
          Not imported
        </Badge>
      )}
      {outcome.outcome === 'invalid' && outcome.message && <p className="text-xs text-red-700">{outcome.message}</p>}
      {outcome.outcome === 'duplicate' && outcome.duplicateOf && (
        <p className="text-xs text-slate-600">{outcome.duplicateOf.name || `Lead #${outcome.duplicateOf.id}`}</p>
      )}
      {noPhone && <p className="text-xs text-slate-600">No phone to dial</p>}
      {outcome.doNotCall && (
        <p className="text-xs font-medium text-red-700" data-testid="preview-dnc">
          On the do-not-call list: never called
        </p>
      )}
    </div>
  );
}

const FIELDS = new Set<string>(IMPORT_FIELD_OPTIONS.map((option) => option.value));

/** The file's first rows under its column names, each column with the lead field it goes to. */
export function ImportPreview({
  header,
  rows,
  mapping,
  onMappingChange,
  outcomes = null,
  updateDuplicates = false,
}: ImportPreviewProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The first rows of the file and the lead field for each column</caption>
        <thead className="bg-slate-50 align-top">
          <tr>
            <th scope="col" className="min-w-36 border-b border-slate-200 px-3 py-2.5 text-xs font-semibold text-slate-700">
              Will be
            </th>
            {header.map((name, column) => {
              const selectId = `import-column-${column}`;
              const mapped = mapping[column] ?? '';
              return (
                <th key={column} scope="col" className="min-w-40 border-b border-slate-200 px-3 py-2.5 font-normal">
                  <div className="mb-1.5 truncate text-xs font-semibold text-slate-700" title={name}>
                    {name || `Column ${column + 1}`}
                  </div>
                  <label htmlFor={selectId} className="sr-only">
                    {`Field for column ${column + 1} (${name || 'no name'})`}
                  </label>
                  <SelectInput
                    id={selectId}
                    className={mapped ? 'h-9 border-primary-300 bg-primary-50/40' : 'h-9 text-slate-500'}
                    options={IMPORT_FIELD_OPTIONS}
                    value={mapped}
                    onChange={(event) => {
                      const value = event.target.value;
                      if (FIELDS.has(value)) onMappingChange(column, value as ImportField);
                    }}
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={index} data-testid="import-preview-row">
              <td className="px-3 py-2 align-top">
                <OutcomeCell outcome={outcomes?.[index]} updateDuplicates={updateDuplicates} />
              </td>
              {header.map((_, column) => (
                <td
                  key={column}
                  className={cn('max-w-56 px-3 py-2 align-top', mapping[column] ? 'text-slate-700' : 'text-slate-500')}
                >
                  <div className="line-clamp-2 break-words whitespace-pre-line">{row[column] ?? ''}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
