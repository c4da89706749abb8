// Working a list on /leads: sorting by a column, ticking rows, "all N leads this filter selects", and the bulk
// actions (move to a list, set status, export, delete) running as jobs with their progress.
import { readFile } from 'node:fs/promises';
import { unexpectedProblems } from './fixtures';
import { expect, leadRow, leadRows, openLeads, statCard, test } from './fixtures/leads';

function names(page: import('@playwright/test').Page) {
  return leadRows(page).locator('td:nth-child(2) div.truncate');
}

test.describe('leads bulk actions and sorting', () => {
  test('sort by company both ways from its header, and by the Sort by choice', async ({ page, admin, pageProblems }) => {
    await admin.createLeads([
      { name: 'Ann Able', company: 'Zeta Roofing' },
      { name: 'Ben Bold', company: 'acme Foods' },
      { name: 'Cid Calm', company: '' },
      { name: 'Dee Dune', company: 'Metro Labs' },
    ]);
    await openLeads(page, admin);
    await expect(names(page)).toHaveText(['Dee Dune', 'Cid Calm', 'Ben Bold', 'Ann Able']);

    const company = page.getByRole('columnheader', { name: 'Company' });
    await company.getByRole('button').click();
    // A–Z without regard to case; a lead without a company last.
    await expect(names(page)).toHaveText(['Ben Bold', 'Dee Dune', 'Ann Able', 'Cid Calm']);
    await expect(company).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByLabel('Sort by')).toHaveValue('company asc');
    await company.getByRole('button').click();
    await expect(names(page)).toHaveText(['Cid Calm', 'Ann Able', 'Dee Dune', 'Ben Bold']);
    await expect(company).toHaveAttribute('aria-sort', 'descending');

    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    await expect(names(page)).toHaveText(['Ann Able', 'Ben Bold', 'Cid Calm', 'Dee Dune']);
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    // Remembered in this browser.
    await page.reload();
    await expect(names(page)).toHaveText(['Ann Able', 'Ben Bold', 'Cid Calm', 'Dee Dune']);
    expect(pageProblems.messages).toEqual([]);
  });

  test('a name or company sort of more than 50,000 leads says why and keeps the order that worked', async ({
    page,
    admin,
    pageProblems,
  }) => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `Lead ${i},+1555${3000000 + i}`);
    await admin.importCsv(`Name,Phone\n${rows.join('\n')}\n`, ['name', 'phone']);
    await openLeads(page, admin);
    await page.getByRole('columnheader', { name: 'Company' }).getByRole('button').click();
    await expect(page.getByRole('alert')).toContainText(
      'Sorting by company works on up to 50,000 leads. Narrow the list with a search, a status or a list first.',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('created desc');
    await expect(names(page).first()).toHaveText('Lead 50000');
    // A search narrows it: then the same header sorts.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Lead 4999');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect(names(page).first()).toHaveText('Lead 4999');
    await expect(page.getByLabel('Sort by')).toHaveValue('name asc');
    // Only the refused sort's own 400 was logged by the browser.
    expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
  });

  test('move every lead a filter selects to a list, with the count in the confirmation', async ({
    page,
    admin,
    pageProblems,
  }) => {
    const follow = await admin.createList('Follow Up');
    const rows = Array.from({ length: 45 }, (_, i) => `Callback ${String(i).padStart(2, '0')},+1555${1000000 + i},callback`);
    rows.push('Someone New,+15559999999,new');
    await admin.importCsv(`Name,Phone,Status\n${rows.join('\n')}\n`, ['name', 'phone', 'status']);
    await openLeads(page, admin);

    await page.getByLabel('Status', { exact: true }).selectOption('callback');
    await expect(page.getByText('Showing 1–20 of 45 leads')).toBeVisible();
    await page.getByLabel('Select all leads on this page').check();
    await expect(page.getByTestId('bulk-count')).toHaveText('20 selected');
    await page.getByRole('button', { name: 'Select all 45 leads this filter selects' }).click();
    await expect(page.getByTestId('bulk-count')).toHaveText('All 45 leads selected');

    await page.getByLabel('Move to list').selectOption({ label: 'Follow Up' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move Leads' });
    await expect(confirm).toContainText('Move all 45 leads this filter selects to the list Follow Up?');
    await confirm.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('45 leads moved')).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await page.getByLabel('List', { exact: true }).selectOption(String(follow));
    await expect(page.getByText('Showing 1–20 of 45 leads')).toBeVisible();
    await expect(leadRow(page, 'Callback 44')).toContainText('Follow Up');
    // The lead outside the filter stayed where it was.
    await page.getByLabel('List', { exact: true }).selectOption('none');
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRow(page, 'Someone New')).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('set the status of ticked rows, export them, and delete them', async ({ page, admin, pageProblems }) => {
    await admin.createLeads([{ name: 'Keep Me' }, { name: 'Tick One' }, { name: 'Tick Two' }]);
    await openLeads(page, admin);

    await page.getByLabel('Select Tick One').check();
    await page.getByLabel('Select Tick Two').check();
    await expect(page.getByTestId('bulk-count')).toHaveText('2 selected');
    await page.getByLabel('New status').selectOption('interested');
    await page.getByRole('button', { name: 'Set Status' }).click();
    await page.getByRole('alertdialog', { name: 'Set Status' }).getByRole('button', { name: 'Set Status' }).click();
    await expect(page.getByText('Status set to Interested on 2 leads')).toBeVisible();
    await expect(statCard(page, 'Interested')).toHaveText('2');
    await expect(leadRow(page, 'Tick One').getByText('Interested', { exact: true })).toBeVisible();
    await expect(leadRow(page, 'Keep Me').getByText('New', { exact: true })).toBeVisible();

    // The selection was used: tick again, export only these two.
    await page.getByLabel('Select Tick One').check();
    await page.getByLabel('Select Tick Two').check();
    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Export' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(3);
    expect(csv).toContain('Tick Two');
    expect(csv).not.toContain('Keep Me');

    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Leads' });
    await expect(confirm).toContainText('Are you sure you want to delete 2 leads? This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('2 leads deleted')).toBeVisible();
    await expect(leadRows(page)).toHaveCount(1);
    await expect(statCard(page, 'Total Leads')).toHaveText('1');
    await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });
});
