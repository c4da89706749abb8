// Just enough CSV for the import dialog: reading the first records of a file for the preview, guessing what
// each column is, and writing the rejected rows back out. The import itself is parsed by the server.

import type { ImportField, ImportRowError } from './types';

/** How much of the file the preview reads: enough for the header and a few rows, never the whole file. */
export const PREVIEW_BYTES = 64 * 1024;
export const PREVIEW_ROWS = 5;

/**
 * RFC 4180 records from `text`: commas, double-quoted fields with "" for a quote, line breaks inside quotes,
 * CRLF / LF / CR endings, a leading UTF-8 BOM ignored. `complete` false means `text` is only the start of the
 * file: a last record that may have been cut off is dropped. At most `maxRecords` records are returned.
 */
export function parseCsv(text: string, complete: boolean, maxRecords = Number.POSITIVE_INFINITY): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record (the server skips them too).
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };

  while (i < text.length && records.length < maxRecords) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        field += c;
      }
    } else if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else {
      field += c;
      fieldStarted = true;
    }
    i += 1;
  }
  if (records.length < maxRecords && complete && (fieldStarted || field !== '' || record.length > 0)) endRecord();
  return records;
}

/** Letters and digits only, lower case: "E-mail Address" and "email_address" read alike. */
function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// The same guesses the server makes when no mapping is sent (src/domain/lead_import.cpp).
const GUESSES: Record<string, ImportField> = {
  name: 'name',
  fullname: 'name',
  contactname: 'name',
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilephone: 'phone',
  cell: 'phone',
  telephone: 'phone',
  tel: 'phone',
  company: 'company',
  companyname: 'company',
  organization: 'company',
  organisation: 'company',
  business: 'company',
  status: 'status',
  notes: 'notes',
  note: 'notes',
  comments: 'notes',
  list: 'list',
  listname: 'list',
};

export function guessField(header: string): ImportField {
  return GUESSES[headerKey(header)] ?? '';
}

/** Each header's guess; a field already taken by an earlier column is not guessed twice. */
export function guessMapping(headers: readonly string[]): ImportField[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = guessField(header);
    if (!field || taken.has(field)) return '';
    taken.add(field);
    return field;
  });
}

export const IMPORT_FIELD_OPTIONS: ReadonlyArray<{ value: ImportField; label: string }> = [
  { value: '', label: "Don't import" },
  { value: 'firstName', label: 'First Name' },
  { value: 'lastName', label: 'Last Name' },
  { value: 'name', label: 'Full Name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'company', label: 'Company' },
  { value: 'status', label: 'Status' },
  { value: 'notes', label: 'Notes' },
  { value: 'list', label: 'List' },
];

// Like the server's export: a cell a spreadsheet would run as a formula gets a leading quote; phone numbers
// such as "+1 (555) 123-4567" or "-5" stay as they are.
function csvCell(value: string): string {
  const plainNumber = /^[+-][0-9 ().-]*$/.test(value);
  const formula = /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !plainNumber);
  const cell = formula ? `'${value}` : value;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The file's header plus an Error column, then each rejected row's cells and why it was rejected. */
export function rejectedRowsCsv(header: readonly string[], errors: readonly ImportRowError[]): string {
  const width = Math.max(header.length, ...errors.map((error) => error.values.length));
  const pad = (cells: readonly string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  return toCsv([[...pad(header), 'Error'], ...errors.map((error) => [...pad(error.values), error.message])]);
}
