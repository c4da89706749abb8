// Just enough CSV for the import dialog: reading the first records of a file for the preview, guessing what
// each column is, and writing the rejected rows back out. The import itself is parsed by the server.

import type { ImportField, ImportRowError } from './types';

/** How much of the file the preview reads: enough for the header and a few rows, never the whole file. */
export const PREVIEW_BYTES = 64 * 1024;
export const PREVIEW_ROWS = 5;

/** What separates the fields of a file, as the import API names it. */
export type Delimiter = 'comma' | 'semicolon' | 'tab' | 'pipe';
export const DELIMITERS: Record<Delimiter, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };
export const DELIMITER_OPTIONS: ReadonlyArray<{ value: Delimiter; label: string }> = [
  { value: 'comma', label: 'Comma ( , )' },
  { value: 'semicolon', label: 'Semicolon ( ; )' },
  { value: 'tab', label: 'Tab' },
  { value: 'pipe', label: 'Pipe ( | )' },
];

/** The most frequent delimiter of the first line outside quotes; comma when none occurs (as the server does). */
export function detectDelimiter(text: string): Delimiter {
  const counts: Record<Delimiter, number> = { comma: 0, semicolon: 0, tab: 0, pipe: 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted) {
      for (const [name, char] of Object.entries(DELIMITERS) as [Delimiter, string][]) if (c === char) counts[name] += 1;
    }
  }
  let best: Delimiter = 'comma';
  for (const name of ['semicolon', 'tab', 'pipe'] as const) if (counts[name] > counts[best]) best = name;
  return best;
}

/** How a file's bytes are read, as the import API names it. */
export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
export const ENCODING_OPTIONS: ReadonlyArray<{ value: Encoding; label: string }> = [
  { value: 'utf-8', label: 'UTF-8' },
  { value: 'utf-16le', label: 'UTF-16 (Excel Unicode text)' },
  { value: 'utf-16be', label: 'UTF-16 big-endian' },
  { value: 'windows-1252', label: 'Windows-1252 (Excel CSV)' },
];

/**
 * What the file's first bytes were saved as, told as the server tells it: a byte-order mark; else UTF-16 by its
 * zero bytes; else UTF-8 if the bytes are valid UTF-8, otherwise Windows-1252.
 */
export function detectEncoding(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const sniff = bytes.subarray(0, 512);
  const pairs = Math.floor(sniff.length / 2);
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i + 1 < sniff.length; i += 2) {
    if (sniff[i] === 0) zeroEven += 1;
    if (sniff[i + 1] === 0) zeroOdd += 1;
  }
  if (pairs >= 2 && zeroOdd * 10 >= pairs * 4 && zeroEven * 10 < pairs) return 'utf-16le';
  if (pairs >= 2 && zeroEven * 10 >= pairs * 4 && zeroOdd * 10 < pairs) return 'utf-16be';
  try {
    // stream: the preview is only the file's start, whose last character may be cut.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The text of the file's first bytes in `encoding` (a byte-order mark dropped). */
export function decodeText(bytes: Uint8Array, encoding: Encoding): string {
  return new TextDecoder(encoding).decode(bytes, { stream: true });
}

/**
 * RFC 4180 records from `text`: fields split by `delimiter`, double-quoted fields with "" for a quote, line
 * breaks inside quotes, CRLF / LF / CR endings, a leading UTF-8 BOM ignored. `complete` false means `text` is
 * only the start of the file: a last record that may have been cut off is dropped. At most `maxRecords` records
 * are returned.
 */
export function parseCsv(
  text: string,
  complete: boolean,
  maxRecords = Number.POSITIVE_INFINITY,
  delimiter: Delimiter = 'comma',
): string[][] {
  const separator = DELIMITERS[delimiter];
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
    } else if (c === separator) {
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

// The same guesses the server makes when no mapping is sent (src/domain/lead_import.cpp): a few exact names,
// then the columns of common exports ("E-mail 1 - Value", "Business Phone", "Person - Email - Work",
// "Organization 1 - Name"), never their "… - Type" / "… - Label" / code columns.
const EXACT: Record<string, ImportField> = {
  name: 'name',
  fullname: 'name',
  contactname: 'name',
  personname: 'name',
  first: 'firstName',
  last: 'lastName',
  mail: 'email',
  tel: 'phone',
  cell: 'phone',
  mobile: 'phone',
  business: 'company',
  organization: 'company',
  organisation: 'company',
  accountname: 'company',
  status: 'status',
  notes: 'notes',
  note: 'notes',
  comments: 'notes',
  description: 'notes',
  list: 'list',
  listname: 'list',
  altphone: 'phone',
  address3: 'phone',
  tz: 'timezone',
};

export function guessField(header: string): ImportField {
  const key = headerKey(header);
  const exact = EXACT[key];
  if (exact !== undefined) return exact;
  const has = (part: string) => key.includes(part);
  // "SMS Consent", "Text Opt-In", "Email Opt In": before the e-mail and phone columns below would take them.
  if (has('consent') || has('optin')) {
    if (has('sms') || has('text') || has('phone')) return 'smsConsent';
    return has('mail') ? 'emailConsent' : '';
  }
  // Address columns before the rule that passes over "… Code" and "… Time" columns: "Postal Code",
  // "Mailing Zip/Postal Code", "Address 1 - Region", "State/Province", "Time Zone".
  if (has('postalcode') || has('zip') || has('postcode')) return 'postalCode';
  if (has('timezone')) return 'timezone';
  if ((has('state') && !has('status')) || has('province') || key.endsWith('region')) return 'state';
  if (['type', 'label', 'status', 'date', 'time', 'code'].some(has)) return '';
  if (has('firstname') || has('givenname')) return 'firstName';
  if (has('lastname') || has('surname') || has('familyname')) return 'lastName';
  if (has('email')) return 'email';
  if (has('phone') || has('mobile') || has('cellular') || has('telephone')) return 'phone';
  const organization = key.startsWith('organization') || key.startsWith('organisation');
  if (has('company') || (organization && key.endsWith('name'))) return 'company';
  return '';
}

/**
 * Each header's guess. Several phone columns may all be phones (the first that can be dialed is used, the others
 * go to the notes); any other field goes to its first column only.
 */
export function guessMapping(headers: readonly string[]): ImportField[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = guessField(header);
    if (!field || (taken.has(field) && field !== 'phone')) return '';
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
  { value: 'state', label: 'State' },
  { value: 'postalCode', label: 'Postal Code' },
  { value: 'timezone', label: 'Time Zone' },
  { value: 'smsConsent', label: 'SMS Consent' },
  { value: 'emailConsent', label: 'Email Consent' },
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

// The server's reading of a consent cell (src/domain/consent_ledger.cpp): anything else rejects the row.
const CONSENT_WORDS = new Set(['yes', 'y', 'true', '1', 'x', '', 'no', 'n', 'false', '0']);

/** The sentence the import rejects the row with when a consent column says neither yes nor no; null when fine. */
export function consentCellProblem(row: readonly string[], mapping: readonly ImportField[]): string | null {
  for (const [column, field] of mapping.entries()) {
    if (field !== 'smsConsent' && field !== 'emailConsent') continue;
    const value = row[column] ?? '';
    if (!CONSENT_WORDS.has(value.trim().toLowerCase())) {
      return `A consent column must say yes or no, not "${value.slice(0, 40)}"`;
    }
  }
  return null;
}

/**
 * A preview row as the lead the import would make of it: each field from its first column with a value, the phone
 * from the first phone column with at least 7 digits (as the server picks it). The list and consent columns are
 * left out.
 */
export function rowAsLead(row: readonly string[], mapping: readonly ImportField[]): Record<string, string> {
  const lead: Record<string, string> = {};
  const phones: string[] = [];
  mapping.forEach((field, column) => {
    const value = (row[column] ?? '').trim();
    if (!field || field === 'list' || field === 'smsConsent' || field === 'emailConsent' || value === '') return;
    if (field === 'phone') phones.push(value);
    else if (!(field in lead)) lead[field] = value;
  });
  const dialable = phones.find((phone) => phone.replace(/\D/g, '').length >= 7);
  if (phones.length > 0) lead.phone = dialable ?? phones[0]!;
  return lead;
}
