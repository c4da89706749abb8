// The Do Not Call screen and the leads' mark against the real server: a number added, checked, removed with a
// reason (kept on its record), a file imported with its counts, the list exported; a lead's row action lists its
// phone, and the row and the lead dialog say so.
import { readFile } from 'node:fs/promises';
import { expect, leadRow, openLeads, test } from './fixtures/leads';

test.describe('do not call', () => {
  test('an admin adds, checks, removes, imports and exports numbers', async ({ page, admin }) => {
    await openLeads(page, admin);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Do Not Call' }).click();
    await expect(page).toHaveURL(/\/do-not-call$/);
    await expect(page.getByRole('heading', { name: 'Do Not Call', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Do Not Call — Dialer Dashboard');
    await expect(page.getByText('Nothing listed yet. Add a number, or import a file of them.')).toBeVisible();

    // One number, then the same again: the server's sentence.
    await page.getByRole('button', { name: 'Add Number' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add to Do Not Call' });
    await dialog.getByLabel('Phone Number').fill('(202) 555-0147');
    await dialog.getByLabel('Note').fill('Asked on the call');
    await dialog.getByRole('button', { name: 'Add Number' }).click();
    await expect(page.getByTestId('toast')).toContainText('+12025550147 added to Do Not Call');
    const record = page.getByTestId('dnc-record');
    await expect(record).toContainText('+12025550147');
    await expect(record).toContainText('Do not call');
    await expect(record).toContainText(`Added by hand by ${admin.user.name}`);
    await expect(record).toContainText('Asked on the call');
    await expect(page.getByRole('group', { name: 'Organization list' })).toContainText('1');

    await page.getByRole('button', { name: 'Add Number' }).click();
    dialog = page.getByRole('dialog', { name: 'Add to Do Not Call' });
    await dialog.getByLabel('Phone Number').fill('+1 202 555 0147');
    await dialog.getByRole('button', { name: 'Add Number' }).click();
    await expect(dialog.getByRole('alert')).toContainText('+12025550147 is already on this do-not-call list');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Removed with a reason: the record keeps the removal.
    await record.getByRole('button', { name: 'Remove' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove +12025550147?' });
    await remove.getByRole('button', { name: 'Remove Number' }).click();
    await expect(remove.getByRole('alert')).toContainText('Say why the number may be called again.');
    await remove.getByLabel('Reason').fill('Wrong number typed');
    await remove.getByRole('button', { name: 'Remove Number' }).click();
    await expect(page.getByTestId('toast')).toContainText('+12025550147 removed from Do Not Call');
    await expect(record).toContainText('Not listed');
    await expect(record).toContainText('Removed before');
    await expect(record).toContainText('Wrong number typed');

    // A file: a header, registry lines, a repeat and a line that is no number.
    await page.getByRole('button', { name: 'Import File' }).click();
    const importing = page.getByRole('dialog', { name: 'Import Do-Not-Call Numbers' });
    await importing.getByLabel('File').setInputFiles({
      name: 'registry.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Phone\n201,5550199\n(202) 555-0148\n202-555-0148\nnot a number\n'),
    });
    await importing.getByLabel('Note').fill('November extract');
    await importing.getByRole('button', { name: 'Import Numbers' }).click();
    const result = importing.getByTestId('dnc-import-result');
    await expect(result).toContainText('2 numbers added to the list. 1 were on it already; 1 lines were not phone numbers.');
    await expect(result).toContainText('Line 5: not a number');
    await importing.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('group', { name: 'Organization list' })).toContainText('2');
    await expect(page.locator('[data-testid^="addition-"]').first()).toContainText('registry.csv');
    await expect(page.locator('[data-testid^="addition-"]').first()).toContainText('November extract');

    await page.getByRole('searchbox', { name: 'Phone number to check' }).fill('2015550199');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(record).toContainText('+12015550199');
    await expect(record).toContainText('Import (registry.csv)');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('do-not-call.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Phone,Source,Note,Added By,Added At');
    expect(csv).toContain('+12015550199,import,November extract');
    expect(csv).toContain('+12025550148,import,November extract');
    expect(csv).not.toContain('+12025550147');
  });

  test('"Do not call" on a lead row lists its phone, and the row and the dialog show it', async ({ page, admin }) => {
    const unique = Date.now().toString(36);
    await admin.createLeads([{ name: `Quiet ${unique}`, phone: '(303) 555-0123' }]);
    await openLeads(page, admin);
    const row = leadRow(page, `Quiet ${unique}`);
    await expect(row.getByTestId('dnc-mark')).toHaveCount(0);
    await row.getByRole('button', { name: 'Do not call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Do Not Call' });
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('+13035550123');
    await expect(dialog.getByLabel('Note')).toHaveValue(`Lead Quiet ${unique}`);
    await dialog.getByRole('button', { name: 'Add Number' }).click();
    await expect(page.getByTestId('toast')).toContainText('+13035550123 added to Do Not Call');
    await expect(row.getByTestId('dnc-mark')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Do not call' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByTestId('lead-dnc')).toContainText('On the do-not-call list: this lead is never called or texted.');
  });

  test('ticked leads go onto the list with the bulk action, and only those', async ({ page, admin }) => {
    const unique = Date.now().toString(36);
    await admin.createLeads([
      { name: `Keep ${unique}`, phone: '(720) 555-0101' },
      { name: `Hush ${unique}`, phone: '(720) 555-0102' },
      { name: `Mute ${unique}`, phone: '(720) 555-0103' },
    ]);
    await openLeads(page, admin);
    await page.getByLabel(`Select Hush ${unique}`).check();
    await page.getByLabel(`Select Mute ${unique}`).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Do Not Call' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Add to Do Not Call' });
    await expect(confirm).toContainText("Add the phone numbers of 2 leads to the organization's do-not-call list?");
    await confirm.getByRole('button', { name: 'Add to Do Not Call' }).click();
    await expect(page.getByText('2 phone numbers added to Do Not Call')).toBeVisible();
    await expect(leadRow(page, `Hush ${unique}`).getByTestId('dnc-mark')).toBeVisible();
    await expect(leadRow(page, `Mute ${unique}`).getByTestId('dnc-mark')).toBeVisible();
    await expect(leadRow(page, `Keep ${unique}`).getByTestId('dnc-mark')).toHaveCount(0);
  });
});
