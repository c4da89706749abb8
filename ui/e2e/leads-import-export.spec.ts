// CSV import (preview, mapping, list, duplicates, progress, counts, rejected rows) and export of a filter,
// against the real server.
import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
import { unexpectedProblems } from './fixtures';
import {
  chooseImportFile,
  expect,
  IMPORT_CSV,
  leadRow,
  leadRows,
  openLeads,
  statCard,
  test,
} from './fixtures/leads';

async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** The import summary's counts, e.g. { Imported: 2, Errors: 1 }. */
async function expectImportCounts(dialog: Locator, counts: Record<string, number>): Promise<void> {
  for (const [label, count] of Object.entries(counts)) {
    await expect(dialog.getByRole('group', { name: label, exact: true }).getByTestId('import-count')).toHaveText(
      String(count),
    );
  }
}

test.describe('leads CSV import and export', () => {
  test('an import shows a preview with guessed columns, then the counts and the rejected rows', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await openLeads(page, admin);
    const dialog = await chooseImportFile(page);

    // The preview: every column with its guessed field, the first rows, a quoted multi-line cell kept whole.
    const guesses = ['firstName', 'lastName', 'email', 'phone', 'company', 'status', 'notes'];
    const headers = ['First Name', 'Last Name', 'Email', 'Mobile', 'Company', 'Status', 'Notes'];
    for (const [index, header] of headers.entries()) {
      await expect(dialog.getByLabel(`Field for column ${index + 1} (${header})`)).toHaveValue(guesses[index]!);
    }
    const previewRows = dialog.locator('tbody tr');
    await expect(previewRows).toHaveCount(4);
    await expect(previewRows.first()).toContainText('Grace');
    await expect(previewRows.first()).toContainText('Wants a demo on Friday');
    await expect(previewRows.nth(2)).toContainText('She said "maybe"');
    // What each row will become, before importing: the rules' sentences for the two that cannot be imported.
    await expect(previewRows.nth(0)).toContainText('New lead');
    await expect(previewRows.nth(1)).toContainText('Not imported');
    await expect(previewRows.nth(1)).toContainText('Please enter a valid email address');
    await expect(previewRows.nth(2)).toContainText('New lead');
    await expect(previewRows.nth(3)).toContainText('Status must be one of');

    // A new list from the dialog becomes the target.
    await dialog.getByRole('button', { name: 'New List' }).click();
    await dialog.getByLabel('New list name').fill('CSV Batch');
    await dialog.getByRole('button', { name: 'Create List' }).click();
    await expect(dialog.getByLabel('Add the leads to list')).toHaveValue(/\d+/);
    await expect(dialog.getByLabel('Add the leads to list').locator('option:checked')).toHaveText('CSV Batch');

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectImportCounts(dialog, { Imported: 2, Updated: 0, Skipped: 0, Errors: 2 });
    await expect(dialog.getByText('Row 3')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Row 5')).toBeVisible();

    // The rejected rows as a CSV: the file's header plus Error, then each rejected row as it was.
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download rejected rows' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('leads-import-rejected.csv');
    const lines = (await downloadedText(download)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Mobile,Company,Status,Notes,Error');
    expect(lines[1]).toBe(
      'Alan,Turing,not-an-email,+44 20 7946 0001,Bletchley,new,Rejected: bad email,Please enter a valid email address',
    );
    expect(lines[2]).toMatch(/^Edsger,Dijkstra,edsger@example\.com,\+31 20 555 0003,Eindhoven Tech,sometimes,/);
    expect(lines[2]).toMatch(/,Rejected: unknown status,"Status must be one of new, contacted, /);
    expect(lines).toHaveLength(3);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);

    // The page shows the imported leads in the list, with the multi-line note previewed on one line.
    await expect(leadRows(page)).toHaveCount(2);
    const grace = leadRow(page, 'Grace Hopper');
    await expect(grace).toContainText('CSV Batch');
    await expect(grace).toContainText('Interested');
    await expect(grace.getByTestId('lead-notes')).toHaveText('Called twice. Wants a demo on Friday, after 3pm.');
    await expect(leadRow(page, 'Ada Lovelace')).toContainText('+44 20 7946 0002');
    await expect(statCard(page, 'Total Leads')).toHaveText('2');
    await expect(statCard(page, 'Interested')).toHaveText('1');
    await expect(statCard(page, 'Contacted')).toHaveText('1');

    // The edit dialog shows the whole multi-line note.
    await grace.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Lead' }).getByLabel('Notes')).toHaveValue(
      'Called twice.\nWants a demo on Friday, after 3pm.',
    );
    await page.keyboard.press('Escape');
    expect(pageProblems.messages).toEqual([]);
  });

  test('importing the same file again skips or updates the duplicates, as chosen', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await openLeads(page, admin);

    let dialog = await chooseImportFile(page);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectImportCounts(dialog, { Imported: 2 });
    await dialog.getByRole('button', { name: 'Import Another File' }).click();

    await dialog.getByLabel('Choose a CSV or Excel file').setInputFiles(IMPORT_CSV);
    await expect(dialog.getByLabel('Skip the row')).toBeChecked();
    // The preview already says which rows are there: skipped, or updated if that is chosen.
    const firstRow = dialog.getByTestId('import-preview-row').first();
    await expect(firstRow).toContainText('Duplicate: skipped');
    await expect(firstRow).toContainText('Grace Hopper');
    await dialog.getByLabel('Update the existing lead').check();
    await expect(firstRow).toContainText('Updates existing');
    await dialog.getByLabel('Skip the row').check();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectImportCounts(dialog, { Imported: 0, Skipped: 2 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Update, with the Status column left out (so Edsger's odd status no longer rejects him) and Company read
    // as the notes.
    dialog = await chooseImportFile(page);
    await dialog.getByLabel('Update the existing lead').check();
    await dialog.getByLabel('Field for column 6 (Status)').selectOption({ label: "Don't import" });
    await dialog.getByLabel('Field for column 5 (Company)').selectOption({ label: 'Notes' });
    await dialog.getByLabel('Field for column 7 (Notes)').selectOption({ label: "Don't import" });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectImportCounts(dialog, { Updated: 2, Imported: 1, Errors: 1 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(leadRows(page)).toHaveCount(3);
    await expect(leadRow(page, 'Grace Hopper').getByTestId('lead-notes')).toHaveText('Navy Labs');
    await expect(leadRow(page, 'Grace Hopper')).toContainText('Interested');
    await expect(leadRow(page, 'Edsger Dijkstra')).toContainText('New');
    expect(pageProblems.messages).toEqual([]);
  });

  test('an import the server refuses says why and keeps the preview', async ({ page, admin, pageProblems }) => {
    await openLeads(page, admin);
    const dialog = await chooseImportFile(page);
    await page.route('**/api/v1/leads/import?*', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The file is too large', code: 'payload_too_large' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The import failed. The file is too large');
    await expect(dialog.getByLabel('Field for column 1 (First Name)')).toBeVisible();
    // Every column left out: nothing to import.
    for (let column = 1; column <= 7; column += 1) {
      await dialog.locator(`#import-column-${column - 1}`).selectOption('');
    }
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await expect(dialog.getByText('Choose a lead field for at least one column.')).toBeVisible();
    expect(unexpectedProblems(pageProblems, 413)).toEqual([]);
  });

  test('Export CSV downloads what the current filter selects', async ({ page, admin, pageProblems }) => {
    await admin.createLeads([
      {
        firstName: 'Keen',
        lastName: 'Buyer',
        email: 'keen@example.com',
        status: 'interested',
        notes: 'Line one\nline two',
        state: 'OR',
        postalCode: '97201',
        timezone: 'America/Los_Angeles',
      },
      { firstName: 'Cold', lastName: 'Caller', email: 'cold@example.com', status: 'not_interested' },
      { firstName: 'Eager', lastName: 'Client', company: 'Eager, Inc.', status: 'interested' },
    ]);
    await openLeads(page, admin);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Interested' });
    await expect(leadRows(page)).toHaveCount(2);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloadedText(download);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'First Name,Last Name,Name,Email,Phone,Company,Status,List,State,Postal Code,Time Zone,Notes,Created At',
    );
    expect(text).toContain(
      'Keen,Buyer,Keen Buyer,keen@example.com,,,interested,,OR,97201,America/Los_Angeles,"Line one\nline two",',
    );
    expect(text).toContain('Eager,Client,Eager Client,,,"Eager, Inc.",interested,,,,,,');
    expect(text).not.toContain('Cold');

    // With a search on top of the filter.
    await page.getByRole('searchbox', { name: 'Search' }).fill('eager');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(leadRows(page)).toHaveCount(1);
    const second = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const narrowed = (await downloadedText(await second)).trimEnd().split('\r\n');
    expect(narrowed).toHaveLength(2);
    expect(narrowed[1]).toMatch(/^Eager,Client,/);
    expect(pageProblems.messages).toEqual([]);
  });
});
