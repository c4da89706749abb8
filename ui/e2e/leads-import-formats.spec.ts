// Files as people have them, through the import dialog: a semicolon-separated Windows-1252 file from European
// Excel, Excel's UTF-16 "Unicode text" with Outlook's columns, and an Excel workbook written by a spreadsheet
// library — the separator and the characters (or the sheet) are detected and shown, the columns matched,
// nothing fixed by hand, and every accent arrives intact.
import writeXlsxFile from 'write-excel-file/node';
import { chooseImportFile, expect, importOneAndSearch, leadRow, openLeads, test } from './fixtures/leads';

/** Windows-1252 bytes of Latin-1 text (the characters used here are all in that range). */
function windows1252(text: string): Buffer {
  return Buffer.from([...text].map((c) => c.charCodeAt(0)));
}

function utf16leWithMark(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

test.describe('import formats', () => {
  test('an Excel workbook imports from the sheet chosen in the dialog, accents and phone numbers intact', async ({
    page,
    admin,
  }) => {
    const unique = Date.now().toString(36);
    const workbook = await writeXlsxFile([
      {
        sheet: 'Summary',
        data: [[{ value: 'Exported' }], [{ value: new Date('2026-11-24T00:00:00Z'), format: 'yyyy-mm-dd' }]],
      },
      {
        sheet: 'Kontakte',
        data: [
          ['Vorname', 'Last Name', 'E-mail Address', 'Mobile Phone', 'Company'].map((value) => ({ value })),
          [
            { value: 'Jürgen' },
            { value: 'Weiß' },
            { value: `weiss-${unique}@example.de` },
            { value: 4915112345678 },
            { value: 'Grüne Äpfel GmbH' },
          ],
        ],
      },
    ]).toBuffer();

    await openLeads(page, admin);
    const dialog = await chooseImportFile(page, {
      name: 'kontakte.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    // The first sheet is shown first; no separator or characters to choose for a workbook.
    await expect(dialog.getByLabel('Sheet')).toHaveValue('Summary');
    await expect(dialog.getByLabel('Separator')).toHaveCount(0);
    await dialog.getByLabel('Sheet').selectOption('Kontakte');
    await expect(dialog.getByLabel('Field for column 3 (E-mail Address)')).toHaveValue('email');
    await expect(dialog.getByLabel('Field for column 4 (Mobile Phone)')).toHaveValue('phone');
    await expect(dialog.locator('tbody tr').first()).toContainText('4915112345678');
    await expect(dialog.locator('tbody tr').first()).toContainText('Grüne Äpfel GmbH');
    // "Vorname" is not a header the import knows: mapped by hand.
    await dialog.getByLabel('Field for column 1 (Vorname)').selectOption('firstName');

    await importOneAndSearch(page, dialog, `weiss-${unique}`);
    await expect(leadRow(page, 'Jürgen Weiß')).toContainText('Grüne Äpfel GmbH');
    await expect(leadRow(page, 'Jürgen Weiß')).toContainText('4915112345678');
  });

  test('a semicolon Windows-1252 file imports without touching the mapping, accents intact', async ({ page, admin }) => {
    const unique = Date.now().toString(36);
    await openLeads(page, admin);
    const dialog = await chooseImportFile(page, {
      name: 'kontakte.csv',
      mimeType: 'text/csv',
      buffer: windows1252(
        'First Name;Last Name;E-mail Address;Phone;Company\r\n' +
          `Jürgen;Müller;juergen-${unique}@example.com;+49 30 1234567;Bäckerei Größe\r\n`,
      ),
    });
    await expect(dialog.getByLabel('Separator')).toHaveValue('semicolon');
    await expect(dialog.getByLabel('Characters')).toHaveValue('windows-1252');
    const headers = ['First Name', 'Last Name', 'E-mail Address', 'Phone', 'Company'];
    const guesses = ['firstName', 'lastName', 'email', 'phone', 'company'];
    for (const [index, header] of headers.entries()) {
      await expect(dialog.getByLabel(`Field for column ${index + 1} (${header})`)).toHaveValue(guesses[index]!);
    }
    await expect(dialog.locator('tbody tr').first()).toContainText('Bäckerei Größe');

    await importOneAndSearch(page, dialog, `juergen-${unique}`);
    await expect(leadRow(page, 'Jürgen Müller')).toContainText('Bäckerei Größe');
  });

  test("Excel's Unicode text (UTF-16, tabs) with Outlook's columns, and a separator changed by hand", async ({
    page,
    admin,
  }) => {
    const unique = Date.now().toString(36);
    await openLeads(page, admin);
    const dialog = await chooseImportFile(page, {
      name: 'outlook.txt',
      mimeType: 'text/plain',
      buffer: utf16leWithMark(
        'First Name\tLast Name\tE-mail Address\tBusiness Phone\tMobile Phone\tCompany\r\n' +
          `Zoë\tLévêque\tzoe-${unique}@example.com\t\t+1 555 010 2000\tCrème Brûlée Inc\r\n`,
      ),
    });
    await expect(dialog.getByLabel('Separator')).toHaveValue('tab');
    await expect(dialog.getByLabel('Characters')).toHaveValue('utf-16le');
    // Both phone columns are phones: the first with a number wins.
    await expect(dialog.getByLabel('Field for column 4 (Business Phone)')).toHaveValue('phone');
    await expect(dialog.getByLabel('Field for column 5 (Mobile Phone)')).toHaveValue('phone');

    // A wrong separator by hand shows one column; back to tab shows them all again.
    await dialog.getByLabel('Separator').selectOption('comma');
    await expect(dialog.locator('thead th')).toHaveCount(2); // "Will be" and the one column
    await dialog.getByLabel('Separator').selectOption('tab');
    await expect(dialog.locator('thead th')).toHaveCount(7);

    await importOneAndSearch(page, dialog, `zoe-${unique}`);
    await expect(leadRow(page, 'Zoë Lévêque')).toContainText('Crème Brûlée Inc');
    await expect(leadRow(page, 'Zoë Lévêque')).toContainText('+1 555 010 2000');
  });

  test("Salesforce's state, postal code and HubSpot's time zone columns map by themselves", async ({
    page,
    admin,
  }) => {
    const unique = Date.now().toString(36);
    await openLeads(page, admin);
    const dialog = await chooseImportFile(page, {
      name: 'salesforce.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'First Name,Last Name,Email,Mailing State/Province,Mailing Zip/Postal Code,Time Zone,Lead Status\r\n' +
          `Sal,Force,sal-${unique}@example.com,CA,94105,America/Los_Angeles,Open\r\n`,
      ),
    });
    const headers = ['Mailing State/Province', 'Mailing Zip/Postal Code', 'Time Zone', 'Lead Status'];
    const guesses = ['state', 'postalCode', 'timezone', ''];
    for (const [index, header] of headers.entries()) {
      await expect(dialog.getByLabel(`Field for column ${index + 4} (${header})`)).toHaveValue(guesses[index]!);
    }
    await importOneAndSearch(page, dialog, `sal-${unique}`);
    await leadRow(page, 'Sal Force').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lead' });
    await expect(edit.getByLabel('State')).toHaveValue('CA');
    await expect(edit.getByLabel('Postal Code')).toHaveValue('94105');
    await expect(edit.getByLabel('Time Zone')).toHaveValue('America/Los_Angeles');
  });

  test('a mapping saved for a header is used again for the next file with that header', async ({ page, admin }) => {
    await openLeads(page, admin);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Leads from CSV' });
    const unique = Date.now().toString(36);
    const file = (n: number) => ({
      name: `crm-${n}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`Vorname,Nachname,Mail-Adresse\nKarl,Weber${n},karl${n}-${unique}@example.com\n`),
    });
    await dialog.getByLabel('Choose a CSV or Excel file').setInputFiles(file(1));
    // German column names are not guessed: map them by hand and save the mapping.
    await dialog.getByLabel('Field for column 1 (Vorname)').selectOption('firstName');
    await dialog.getByLabel('Field for column 2 (Nachname)').selectOption('lastName');
    await dialog.getByLabel('Field for column 3 (Mail-Adresse)').selectOption('email');
    await dialog.getByLabel('Save this mapping as').fill(`CRM ${unique}`);
    await dialog.getByRole('button', { name: 'Save Mapping' }).click();
    await expect(dialog.getByTestId('import-template-note')).toHaveText(
      `Mapping "CRM ${unique}" saved: files with this header will use it.`,
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('group', { name: 'Imported', exact: true }).getByTestId('import-count')).toHaveText('1');

    // Next week's file: the same header, the saved mapping, nothing to do by hand.
    await dialog.getByRole('button', { name: 'Import Another File' }).click();
    await dialog.getByLabel('Choose a CSV or Excel file').setInputFiles(file(2));
    await expect(dialog.getByTestId('import-template-note')).toHaveText(`Using the saved mapping "CRM ${unique}".`);
    await expect(dialog.getByLabel('Field for column 3 (Mail-Adresse)')).toHaveValue('email');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('group', { name: 'Imported', exact: true }).getByTestId('import-count')).toHaveText('1');
  });
});
