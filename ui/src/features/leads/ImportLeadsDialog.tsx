import { useEffect, useRef, useState } from 'react';
import { FileSpreadsheet, Plus, Upload } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { DismissibleAlert } from '../../components/ui/DismissibleAlert';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { SelectField } from '../../components/ui/SelectField';
import { TextField } from '../../components/ui/TextField';
import { fetchEnrollableCadences } from '../../entities/cadences/api';
import type { CadenceChoice } from '../../entities/cadences/types';
import { listOptions } from '../../entities/leads/list-options';
import type { LeadList } from '../../entities/leads/types';
import { errorMessage, NetworkError } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import {
  fetchImportTemplates,
  fetchSheetPreview,
  headerKey,
  previewImportRows,
  saveImportTemplate,
  uploadLeadsCsv,
  type ImportUpload,
} from './api';
import {
  consentCellProblem,
  decodeText,
  DELIMITER_OPTIONS,
  detectDelimiter,
  detectEncoding,
  ENCODING_OPTIONS,
  guessMapping,
  parseCsv,
  PREVIEW_BYTES,
  PREVIEW_ROWS,
  rejectedRowsCsv,
  rowAsLead,
  type Delimiter,
  type Encoding,
} from './csv';
import { formatBytes, plural } from './format';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportPreview } from './ImportPreview';
import { ImportSummary } from './ImportSummary';
import { NewListForm } from './NewListForm';
import type { DuplicateMode, ImportField, ImportResult, ImportRowOutcome, ImportTemplate } from './types';

interface Preview {
  file: File;
  /** The file's first bytes, kept to read them again when the separator or the encoding is changed. */
  bytes: Uint8Array;
  delimiter: Delimiter;
  encoding: Encoding;
  /** The encoding was picked by hand: the server is told it instead of detecting it again. */
  encodingChosen: boolean;
  header: string[];
  rows: string[][];
  /** An Excel workbook (read by the server): its sheets and the one shown; the text fields above are unused. */
  workbook: { sheets: string[]; sheet: string } | null;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'preview' }
  | { kind: 'running'; sent: number; total: number }
  | { kind: 'done'; result: ImportResult };

export interface ImportLeadsDialogProps {
  open: boolean;
  lists: readonly LeadList[];
  onClose: () => void;
  /** Rows may have changed (also after a cancelled import): the page reloads its table, cards and lists. */
  onImported: () => void;
  /** A list was created from the dialog. */
  onListCreated: () => void;
}

// A zip's first bytes: an .xlsx file whatever its name.
function isWorkbook(file: File, bytes: Uint8Array): boolean {
  return /\.xlsx$/i.test(file.name) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4);
}

async function readPreview(file: File): Promise<Preview> {
  const bytes = new Uint8Array(await file.slice(0, PREVIEW_BYTES).arrayBuffer());
  if (isWorkbook(file, bytes)) return readSheet(file, null);
  const encoding = detectEncoding(bytes);
  return parsePreview({ file, bytes, encoding, encodingChosen: false, workbook: null }, undefined);
}

/** The header and first rows of a workbook's sheet (the first when null), as the server reads them. */
async function readSheet(file: File, sheet: string | null): Promise<Preview> {
  const answer = await fetchSheetPreview(file, sheet);
  if (answer.header.every((cell) => cell.trim() === '')) throw new Error(`The sheet "${answer.sheet}" is empty.`);
  return {
    file,
    bytes: new Uint8Array(),
    delimiter: 'comma',
    encoding: 'utf-8',
    encodingChosen: false,
    header: answer.header,
    rows: answer.rows.slice(0, PREVIEW_ROWS),
    workbook: { sheets: answer.sheets, sheet: answer.sheet },
  };
}

/** The header and first rows of the file read with `encoding` and `delimiter` (detected when not given). */
function parsePreview(
  source: Pick<Preview, 'file' | 'bytes' | 'encoding' | 'encodingChosen' | 'workbook'>,
  delimiter: Delimiter | undefined,
): Preview {
  const complete = source.file.size <= PREVIEW_BYTES;
  const text = decodeText(source.bytes, source.encoding);
  const used = delimiter ?? detectDelimiter(text);
  const records = parseCsv(text, complete, PREVIEW_ROWS + 1, used);
  const [header, ...rows] = records;
  if (!header || header.every((cell) => cell.trim() === '')) {
    throw new Error(complete ? 'This file is empty.' : 'The first row of this file could not be read.');
  }
  return { ...source, delimiter: used, header, rows };
}

function readError(caught: unknown): string {
  if (caught instanceof NetworkError) return 'This file could not be read.';
  return errorMessage(caught, caught instanceof Error ? caught.message : 'This file could not be read.');
}

function rejectedFileName(fileName: string): string {
  return `${fileName.replace(/\.(csv|xlsx)$/i, '') || 'leads'}-rejected.csv`;
}

/** Import CSV or .xlsx: file, preview with separator and characters (or the workbook's sheet) and column mapping (a saved one where the header matches), target list, duplicates, progress, result. */
export function ImportLeadsDialog({ open, lists, onClose, onImported, onListCreated }: ImportLeadsDialogProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<ImportField[]>([]);
  const [listId, setListId] = useState('');
  const [duplicates, setDuplicates] = useState<DuplicateMode>('skip');
  const [cadences, setCadences] = useState<CadenceChoice[]>([]);
  const [cadenceId, setCadenceId] = useState('');
  const [creatingList, setCreatingList] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const upload = useRef<ImportUpload | null>(null);
  const [outcomes, setOutcomes] = useState<ImportRowOutcome[] | null>(null);
  const [templates, setTemplates] = useState<ImportTemplate[]>([]);
  const [templateName, setTemplateName] = useState('');
  const [templateNote, setTemplateNote] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    fetchImportTemplates()
      .then(setTemplates)
      .catch((caught: unknown) => console.warn('Loading saved mappings failed', caught));
    // Read each time the dialog opens, so a cadence made or archived in another tab meanwhile is offered or not.
    fetchEnrollableCadences()
      .then(setCadences)
      .catch((caught: unknown) => console.warn('Loading the cadences failed', caught));
  }, [open]);

  /** The guess for a header, or the mapping saved for it (and say so). */
  function mappingFor(header: string[]): ImportField[] {
    const saved = templates.find((template) => template.headerKey === headerKey(header));
    setTemplateName(saved?.name ?? '');
    setTemplateNote(saved ? `Using the saved mapping "${saved.name}".` : null);
    if (!saved) return guessMapping(header);
    return header.map((_, column) => saved.mapping[column] ?? '');
  }

  async function saveTemplate() {
    if (!preview) return;
    const name = templateName.trim() || preview.file.name;
    try {
      const saved = await saveImportTemplate(name, preview.header, mapping);
      setTemplates((previous) => [...previous.filter((template) => template.headerKey !== saved.headerKey), saved]);
      setTemplateName(saved.name);
      setTemplateNote(`Mapping "${saved.name}" saved: files with this header will use it.`);
    } catch (caught) {
      console.warn('Saving the mapping failed', caught);
      setError(`The mapping could not be saved. ${errorMessage(caught, 'Please try again.')}`);
    }
  }

  // What the import would do with the preview's rows, asked again (shortly after) whenever the mapping changes.
  useEffect(() => {
    setOutcomes(null);
    if (!preview || preview.rows.length === 0 || !mapping.some(Boolean)) return;
    let current = true;
    const timer = setTimeout(() => {
      previewImportRows(preview.rows.map((row) => rowAsLead(row, mapping)))
        .then((answer) => {
          if (!current) return;
          // The server's preview reads lead fields only: a consent cell it would refuse is said here.
          setOutcomes(
            answer.map((outcome, index) => {
              const problem = consentCellProblem(preview.rows[index] ?? [], mapping);
              return problem ? { ...outcome, outcome: 'invalid' as const, message: problem } : outcome;
            }),
          );
        })
        .catch((caught: unknown) => console.warn('Previewing the import failed', caught));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [preview, mapping]);

  useEffect(() => {
    if (!open) return;
    setStage({ kind: 'choose' });
    setPreview(null);
    setMapping([]);
    setListId('');
    setDuplicates('skip');
    setCreatingList(false);
    setError(null);
    setNotice(null);
  }, [open]);

  // Leaving the page mid-upload stops the upload rather than leaving it running unseen.
  useEffect(() => () => upload.current?.abort(), []);

  async function chooseFile(file: File) {
    setError(null);
    setNotice(null);
    try {
      const read = await readPreview(file);
      setPreview(read);
      setMapping(mappingFor(read.header));
      setStage({ kind: 'preview' });
    } catch (caught) {
      setError(readError(caught));
    }
  }

  /** Shows another sheet of the workbook; the mapping is guessed again from its header. */
  async function chooseSheet(sheet: string) {
    if (!preview) return;
    try {
      const read = await readSheet(preview.file, sheet);
      setPreview(read);
      setMapping(mappingFor(read.header));
      setError(null);
    } catch (caught) {
      setError(readError(caught));
    }
  }

  /** Reads the preview again with another separator or encoding; the mapping is guessed again from the header. */
  function rereadPreview(change: { delimiter?: Delimiter; encoding?: Encoding }) {
    if (!preview) return;
    try {
      const read = parsePreview(
        {
          file: preview.file,
          bytes: preview.bytes,
          encoding: change.encoding ?? preview.encoding,
          encodingChosen: preview.encodingChosen || change.encoding !== undefined,
          workbook: null,
        },
        change.delimiter ?? (change.encoding ? undefined : preview.delimiter),
      );
      setPreview(read);
      setMapping(mappingFor(read.header));
      setError(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'This file could not be read.');
    }
  }

  async function startImport() {
    if (!preview) return;
    setError(null);
    setNotice(null);
    const { file } = preview;
    setStage({ kind: 'running', sent: 0, total: file.size });
    const current = uploadLeadsCsv(
      file,
      {
        listId: listId ? Number(listId) : null,
        duplicates,
        cadenceId: cadenceId ? Number(cadenceId) : null,
        mapping,
        text: preview.workbook
          ? { sheet: preview.workbook.sheet }
          : { delimiter: preview.delimiter, encoding: preview.encodingChosen ? preview.encoding : 'auto' },
      },
      (sent, total) =>
        setStage((previous) => (previous.kind === 'running' ? { kind: 'running', sent, total } : previous)),
    );
    upload.current = current;
    try {
      const result = await current.result;
      setStage({ kind: 'done', result });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') {
        setNotice('The import was cancelled. Rows read before that may already have been imported.');
      } else {
        console.warn('Importing leads failed', caught);
        setError(`The import failed. ${errorMessage(caught, 'Please try again.')}`);
      }
      setStage({ kind: 'preview' });
    } finally {
      upload.current = null;
      onImported();
    }
  }

  function downloadRejected(result: ImportResult) {
    if (!preview) return;
    const csv = rejectedRowsCsv(preview.header, result.errors);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), rejectedFileName(preview.file.name));
  }

  const running = stage.kind === 'running';
  const mappedColumns = mapping.filter(Boolean).length;

  let footer;
  if (stage.kind === 'done') {
    footer = (
      <>
        <Button variant="outline" onClick={() => setStage({ kind: 'choose' })}>
          Import Another File
        </Button>
        <Button onClick={onClose}>Done</Button>
      </>
    );
  } else if (running) {
    footer = (
      <Button variant="outline" onClick={() => upload.current?.abort()}>
        Cancel Import
      </Button>
    );
  } else {
    footer = (
      <>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={startImport} disabled={stage.kind !== 'preview' || mappedColumns === 0}>
          <Upload className="size-4" aria-hidden="true" />
          Import
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      title="Import Leads from CSV"
      description="Add many leads at once from a spreadsheet: a CSV file or an Excel workbook (.xlsx)."
      size="xl"
      dismissible={!running}
      closeOnBackdrop
      onClose={onClose}
      footer={footer}
    >
      <div className="space-y-5">
        {error && (
          <DismissibleAlert tone="error" onDismiss={() => setError(null)}>
            {error}
          </DismissibleAlert>
        )}
        {notice && (
          <DismissibleAlert tone="warning" onDismiss={() => setNotice(null)}>
            {notice}
          </DismissibleAlert>
        )}

        {stage.kind === 'choose' && <ImportFilePicker onFile={chooseFile} />}

        {preview && (stage.kind === 'preview' || running) && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <FileSpreadsheet className="size-5 shrink-0 text-primary-600" aria-hidden="true" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-800" data-testid="import-file-name">
                  {preview.file.name}
                </p>
                <p className="text-xs text-slate-500">
                  {formatBytes(preview.file.size)} · {plural(preview.header.length, 'column', 'columns')}
                </p>
              </div>
            </div>
            {!running && (
              <Button variant="ghost" size="sm" onClick={() => setStage({ kind: 'choose' })}>
                Choose Another File
              </Button>
            )}
          </div>
        )}

        {/* While it runs, the file and the progress are all there is to see; the choices come back after. */}
        {running && <ImportProgress sent={stage.sent} total={stage.total} />}

        {preview && stage.kind === 'preview' && (
          <>
            <section aria-labelledby="import-preview-title" className="space-y-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id="import-preview-title" className="text-sm font-semibold text-slate-800">
                  Columns
                </h3>
                <p className="text-xs text-slate-500">
                  {preview.rows.length > 0
                    ? `The first ${plural(preview.rows.length, 'row', 'rows')} of the file. ` +
                      'Pick the lead field for each column.'
                    : 'The file has no rows under its header.'}
                </p>
              </div>
              {preview.workbook ? (
                <SelectField
                  id="import-sheet"
                  label="Sheet"
                  className="w-72"
                  options={preview.workbook.sheets.map((sheet) => ({ value: sheet, label: sheet }))}
                  value={preview.workbook.sheet}
                  onChange={(event) => void chooseSheet(event.target.value)}
                />
              ) : (
              <div className="flex flex-wrap gap-3">
                <SelectField
                  id="import-delimiter"
                  label="Separator"
                  className="w-48"
                  options={DELIMITER_OPTIONS}
                  value={preview.delimiter}
                  onChange={(event) => rereadPreview({ delimiter: event.target.value as Delimiter })}
                />
                <SelectField
                  id="import-encoding"
                  label="Characters"
                  className="w-72"
                  options={ENCODING_OPTIONS}
                  value={preview.encoding}
                  onChange={(event) => rereadPreview({ encoding: event.target.value as Encoding })}
                />
              </div>
              )}
              <ImportPreview
                header={preview.header}
                rows={preview.rows}
                mapping={mapping}
                outcomes={outcomes}
                updateDuplicates={duplicates === 'update'}
                onMappingChange={(column, field) =>
                  setMapping((previous) => previous.map((value, index) => (index === column ? field : value)))
                }
              />
              {mappedColumns === 0 && (
                <p className="text-xs text-red-700">Choose a lead field for at least one column.</p>
              )}
              <div className="flex flex-wrap items-end gap-2">
                <TextField
                  id="import-template-name"
                  label="Save this mapping as"
                  className="w-72"
                  placeholder={preview.file.name}
                  maxLength={100}
                  value={templateName}
                  onChange={(event) => setTemplateName(event.target.value)}
                />
                <Button variant="outline" onClick={() => void saveTemplate()} disabled={mappedColumns === 0}>
                  Save Mapping
                </Button>
                {templateNote && (
                  <p className="text-xs text-slate-600" data-testid="import-template-note">
                    {templateNote}
                  </p>
                )}
              </div>
            </section>

            <div className="grid gap-5 md:grid-cols-2">
              <div className="space-y-3">
                <div className="flex items-end gap-2">
                  <SelectField
                    id="import-list"
                    label="Add the leads to list"
                    className="min-w-0 flex-1"
                    options={listOptions(lists, [{ value: '', label: 'No list' }])}
                    aria-describedby="import-list-hint"
                    value={listId}
                    onChange={(event) => setListId(event.target.value)}
                  />
                  {!creatingList && (
                    <Button variant="outline" onClick={() => setCreatingList(true)}>
                      <Plus className="size-4" aria-hidden="true" />
                      New List
                    </Button>
                  )}
                </div>
                <p id="import-list-hint" className="text-xs text-slate-500">
                  A List column in the file, where filled in, puts the row in that list instead.
                </p>
                {creatingList && (
                  <NewListForm
                    idPrefix="import"
                    autoFocus
                    onCancel={() => setCreatingList(false)}
                    onCreated={(list) => {
                      setCreatingList(false);
                      setListId(String(list.id));
                      onListCreated();
                    }}
                  />
                )}
                {cadences.length > 0 && (
                  <>
                    <SelectField
                      id="import-cadence"
                      label="Enroll the leads in a cadence"
                      options={[
                        { value: '', label: 'No cadence' },
                        ...cadences.map((c) => ({
                          value: String(c.id),
                          label: c.status === 'paused' ? `${c.name} (paused)` : c.name,
                        })),
                      ]}
                      aria-describedby="import-cadence-hint"
                      value={cadenceId}
                      onChange={(event) => setCadenceId(event.target.value)}
                    />
                    <p id="import-cadence-hint" className="text-xs text-slate-500">
                      Imported and updated leads start its first step; a lead already in it stays where it is.
                    </p>
                  </>
                )}
              </div>

              <fieldset className="space-y-2">
                <legend className="mb-1.5 text-sm font-medium text-slate-700">
                  When a lead with the same phone or email exists
                </legend>
                <DuplicateChoice
                  value="skip"
                  current={duplicates}
                  onChange={setDuplicates}
                  title="Skip the row"
                  detail="Keep the existing lead as it is."
                />
                <DuplicateChoice
                  value="update"
                  current={duplicates}
                  onChange={setDuplicates}
                  title="Update the existing lead"
                  detail="Fill in the fields the file has."
                />
              </fieldset>
            </div>
          </>
        )}

        {stage.kind === 'done' && (
          <ImportSummary result={stage.result} onDownloadRejected={() => downloadRejected(stage.result)} />
        )}
      </div>
    </Dialog>
  );
}

function DuplicateChoice({
  value,
  current,
  onChange,
  title,
  detail,
}: {
  value: DuplicateMode;
  current: DuplicateMode;
  onChange: (value: DuplicateMode) => void;
  title: string;
  detail: string;
}) {
  const id = `import-duplicates-${value}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name="import-duplicates"
        value={value}
        checked={current === value}
        onChange={() => onChange(value)}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary-600"
      />
      <label htmlFor={id} className="cursor-pointer text-sm leading-tight">
        <span className="block font-medium text-slate-800">{title}</span>
        <span className="text-slate-500">{detail}</span>
      </label>
    </div>
  );
}

function ImportProgress({ sent, total }: { sent: number; total: number }) {
  const uploaded = total === 0 || sent >= total;
  const percent = total === 0 ? 100 : (sent / total) * 100;
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 px-4 py-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        {/* Only the phase is announced; the moving numbers would be read out on every step. */}
        <span className="font-medium text-slate-800" role="status">
          {uploaded ? 'Processing…' : 'Importing…'}
        </span>
        <span className="text-slate-500 tabular-nums">
          {uploaded ? formatBytes(total) : `${formatBytes(sent)} of ${formatBytes(total)} · ${Math.floor(percent)}%`}
        </span>
      </div>
      <ProgressBar
        label="Import progress"
        value={uploaded ? null : percent}
        {...(uploaded ? { valueText: 'Processing…' } : {})}
      />
    </div>
  );
}
