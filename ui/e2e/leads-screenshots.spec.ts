// Screenshots of the leads screen and its dialogs at the two widths the design names, kept in the test output
// for a person to look at; each also checks that nothing overflows sideways at that width.
import { expect, IMPORT_CSV, leadRow, leadRows, openLeads, test, type LeadInput } from './fixtures/leads';
import { unexpectedProblems } from './fixtures';
import { expectLive, liveIndicator, withoutLiveStream } from './fixtures/live';
import { captureAtWidths, WIDTHS } from './fixtures/screenshots';

const PEOPLE = [
  ['Olivia', 'Bennett', 'Harbor Logistics'],
  ['Liam', 'Carter', 'Summit Dental Group'],
  ['Sophia', 'Nguyen', 'Brightline Solar'],
  ['Noah', 'Patel', 'Patel & Sons Hardware'],
  ['Emma', 'Rodriguez', 'Coastal Realty'],
  ['Mason', 'Kim', 'Kim Family Bakery'],
  ['Ava', 'Schmidt', 'Northwind Insurance'],
  ['Lucas', 'Okafor', 'Greenfield Farms'],
  ['Mia', 'Rossi', 'Rossi Auto Repair'],
  ['Ethan', 'Johansson', 'Fjord Outdoor Gear'],
  ['Isabella', 'Martin', 'Martin Law Office'],
  ['James', 'Dubois', 'Cafe Lumiere'],
] as const;
const STATUSES = ['new', 'contacted', 'interested', 'not_interested', 'callback', 'new', 'contacted'] as const;
const NOTES = [
  'Asked for pricing on the enterprise plan and a call back next Tuesday morning.',
  '',
  'Decision maker is the office manager.',
  '',
  'Left a voicemail.',
];

test.describe('leads screenshots', () => {
  test('leads page and dialogs at 1280 and 768 px', async ({ page, admin, pageProblems }, testInfo) => {
    // Eleven screenshots and an import: longer than one ordinary test on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    const lists = [await admin.createList('Spring Campaign'), await admin.createList('Trade Show 2026')];
    const leads: LeadInput[] = Array.from({ length: 27 }, (_, index) => {
      const [firstName, lastName, company] = PEOPLE[index % PEOPLE.length]!;
      return {
        firstName,
        lastName,
        email: index % 6 === 4 ? '' : `${firstName}.${lastName}${index}@example.com`.toLowerCase(),
        phone: `+1 (555) ${String(200 + index).padStart(3, '0')}-${String(1000 + index * 37).slice(-4)}`,
        company: index % 5 === 3 ? '' : company,
        status: STATUSES[index % STATUSES.length]!,
        notes: NOTES[index % NOTES.length]!,
        listId: index % 3 === 0 ? null : lists[index % 2]!,
      };
    });
    await admin.createLeads(leads);
    await openLeads(page, admin);
    await expect(leadRows(page)).toHaveCount(20);
    await expectLive(page);
    await captureAtWidths(page, testInfo, 'leads-page');
    await captureAtWidths(page, testInfo, 'leads-page-top', false);

    await leadRow(page, 'Olivia Bennett').first().getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Lead' })).toBeVisible();
    await captureAtWidths(page, testInfo, 'leads-edit-dialog', false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Lead' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Lead' })).toBeVisible();
    await captureAtWidths(page, testInfo, 'leads-add-dialog', false);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Leads from CSV' });
    await captureAtWidths(page, testInfo, 'leads-import-choose', false);
    await importDialog.getByLabel('Choose a CSV or Excel file').setInputFiles(IMPORT_CSV);
    await expect(importDialog.locator('tbody tr')).toHaveCount(4);
    await captureAtWidths(page, testInfo, 'leads-import-preview', false);
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importDialog.getByRole('button', { name: 'Download rejected rows' })).toBeVisible();
    await captureAtWidths(page, testInfo, 'leads-import-result', false);
    await importDialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Manage Lists' }).click();
    const listsDialog = page.getByRole('dialog', { name: 'Manage Lists' });
    await listsDialog.getByRole('button', { name: 'Delete Spring Campaign' }).click();
    await captureAtWidths(page, testInfo, 'leads-lists-dialog', false);
    await page.keyboard.press('Escape');

    await leadRows(page).first().getByRole('button', { name: 'Delete' }).click();
    await captureAtWidths(page, testInfo, 'leads-delete-confirm', false);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search' }).fill('no such lead anywhere');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByText('Try adjusting your filters.')).toBeVisible();
    await captureAtWidths(page, testInfo, 'leads-empty-filtered');
    expect(pageProblems.messages).toEqual([]);
  });

  test('leads header while live updates are down at 1280 and 768 px', async ({ page, admin, pageProblems }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await withoutLiveStream(page);
    await admin.createLeads([{ firstName: 'Olivia', lastName: 'Bennett', company: 'Harbor Logistics' }]);
    await openLeads(page, admin);
    await expect(liveIndicator(page)).toHaveText('Updates every 30 s');
    await captureAtWidths(page, testInfo, 'leads-page-offline', false);
    expect(unexpectedProblems(pageProblems, 503)).toEqual([]);
  });
});
