// The /leads screen against the real server: summary cards, search, filters, paging, the lead dialog,
// delete, empty states, error banners and the 30-second refresh.
import { unexpectedProblems } from './fixtures';
import { expect, leadRow, leadRows, openLeads, statCard, test } from './fixtures/leads';
import { liveIndicator, withoutLiveStream } from './fixtures/live';

test.describe('leads screen', () => {
  test('the summary cards count all leads and the new, contacted and interested ones', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await admin.createLeads([
      { name: 'New One', status: 'new' },
      { name: 'New Two' },
      { name: 'New Three', status: 'new' },
      { name: 'Contacted One', status: 'contacted' },
      { name: 'Contacted Two', status: 'contacted' },
      { name: 'Interested One', status: 'interested' },
      { name: 'Not Interested One', status: 'not_interested' },
      { name: 'Callback One', status: 'callback' },
    ]);
    await openLeads(page, admin);

    await expect(statCard(page, 'Total Leads')).toHaveText('8');
    await expect(statCard(page, 'New Leads')).toHaveText('3');
    await expect(statCard(page, 'Contacted')).toHaveText('2');
    await expect(statCard(page, 'Interested')).toHaveText('1');

    // Columns, chips and the List column as users see them.
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['', 'Name', 'Email', 'Phone', 'Company', 'Status', 'List', 'Actions']);
    await expect(leadRows(page)).toHaveCount(8);
    // The status colours: [row, status chip, tone].
    const chips = [
      ['New Two', 'New', 'primary'],
      ['Contacted One', 'Contacted', 'info'],
      ['Interested One', 'Interested', 'success'],
      ['Not Interested One', 'Not Interested', 'error'],
      ['Callback One', 'Callback', 'warning'],
    ] as const;
    for (const [row, chip, tone] of chips) {
      await expect(leadRow(page, row).getByText(chip, { exact: true })).toHaveAttribute('data-tone', tone);
    }
    await expect(leadRow(page, 'New Two').getByText('No List')).toBeVisible();
    // One page only: no pager.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });

  test('search finds by name on Enter and by a phone fragment with the Search button', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await admin.createLeads([
      { firstName: 'Maria', lastName: 'Garcia', phone: '+1 (555) 123-4567', email: 'maria@garcia.example' },
      { firstName: 'Mariano', lastName: 'Rossi', phone: '+39 06 555 0199', company: 'Roma Foods' },
      { firstName: 'John', lastName: 'Smith', phone: '+1 (555) 987-0000', company: 'Smith & Sons' },
    ]);
    await openLeads(page, admin);
    await expect(leadRows(page)).toHaveCount(3);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('MARIA');
    await search.press('Enter');
    await expect(leadRows(page)).toHaveCount(2);
    await expect(leadRow(page, 'Maria Garcia')).toBeVisible();
    await expect(leadRow(page, 'Mariano Rossi')).toBeVisible();

    await search.fill('555 12');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRow(page, 'Maria Garcia')).toContainText('+1 (555) 123-4567');

    await search.fill('smith & sons');
    await search.press('Enter');
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRow(page, 'John Smith')).toBeVisible();

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(leadRows(page)).toHaveCount(3);
    expect(pageProblems.messages).toEqual([]);
  });

  test('the status and list filters narrow the table', async ({ page, admin, pageProblems }) => {
    const spring = await admin.createList('Spring Campaign');
    await admin.createLeads([
      { name: 'Ivy Interested', status: 'interested', listId: spring },
      { name: 'Carl Callback', status: 'callback', listId: spring },
      { name: 'Nina New', status: 'new' },
      { name: 'Ian Interested', status: 'interested' },
    ]);
    await openLeads(page, admin);
    await expect(leadRows(page)).toHaveCount(4);
    await expect(leadRow(page, 'Ivy Interested')).toContainText('Spring Campaign');

    const status = page.getByRole('combobox', { name: 'Status' });
    await expect(status.locator('option')).toHaveText([
      'All',
      'New',
      'Contacted',
      'Interested',
      'Not Interested',
      'Callback',
    ]);
    await status.selectOption({ label: 'Interested' });
    await expect(leadRows(page)).toHaveCount(2);
    await expect(leadRow(page, 'Ivy Interested')).toBeVisible();
    await expect(leadRow(page, 'Ian Interested')).toBeVisible();

    const list = page.getByRole('combobox', { name: 'List', exact: true });
    await list.selectOption({ label: 'Spring Campaign' });
    await expect(leadRows(page)).toHaveCount(1);
    await expect(leadRow(page, 'Ivy Interested')).toBeVisible();

    await status.selectOption({ label: 'All' });
    await expect(leadRows(page)).toHaveCount(2);
    await list.selectOption({ label: 'No list' });
    await expect(leadRows(page)).toHaveCount(2);
    await expect(leadRow(page, 'Nina New')).toBeVisible();
    await expect(leadRow(page, 'Ian Interested')).toBeVisible();

    await list.selectOption({ label: 'All lists' });
    await expect(leadRows(page)).toHaveCount(4);
    expect(pageProblems.messages).toEqual([]);
  });

  test('paging: 20 a page (or 50, 100), the pager only with more than one page, back to page 1 on a new filter', async ({
    page,
    admin,
    pageProblems,
  }) => {
    const leads = Array.from({ length: 30 }, (_, index) => ({
      name: `Paged Lead ${String(index + 1).padStart(2, '0')}`,
      status: index % 5 === 0 ? ('callback' as const) : ('new' as const),
      phone: `+1 555 010 ${String(1000 + index)}`,
    }));
    await admin.createLeads(leads);
    await openLeads(page, admin);

    // Newest first.
    await expect(leadRows(page)).toHaveCount(20);
    await expect(leadRows(page).first()).toContainText('Paged Lead 30');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText('Showing 1–20 of 30 leads');
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(leadRows(page)).toHaveCount(10);
    await expect(leadRows(page).last()).toContainText('Paged Lead 01');
    await expect(pager).toContainText('Showing 21–30 of 30 leads');
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // A new filter starts again on page 1 (24 new leads: 20 on page 1); with one page the pager goes.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('new');
    await expect(pager).toContainText('Showing 1–20 of 24 leads');
    await expect(leadRows(page)).toHaveCount(20);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('callback');
    await expect(leadRows(page)).toHaveCount(6);
    await expect(pager).toHaveCount(0);

    // So does a new search.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(leadRows(page)).toHaveCount(10);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Paged Lead');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(leadRows(page)).toHaveCount(20);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // 50 a page shows all 30, and the choice is remembered in this browser.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    await expect(leadRows(page)).toHaveCount(30);
    await expect(pager).toContainText('Showing 1–30 of 30 leads');
    await page.reload();
    await expect(leadRows(page)).toHaveCount(30);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
    expect(pageProblems.messages).toEqual([]);
  });

  test('a search with more matches than the server counts shows its total as a lower bound', async ({
    page,
    admin,
    pageProblems,
  }) => {
    // More rows than a search counts (10,000): one import is much faster than that many creates.
    const names = Array.from({ length: 10_050 }, (_, index) => `Capped Lead ${index + 1}`);
    expect((await admin.importCsv(['Name', ...names].join('\n'), ['name'])).imported).toBe(names.length);
    await openLeads(page, admin);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    // Without a search the count is exact.
    await expect(pager).toContainText('Showing 1–20 of 10,050 leads');

    const answered = page.waitForResponse((response) => response.url().includes('search=Capped'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('Capped');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const { pagination } = (await (await answered).json()) as {
      pagination: { total: number; pages: number; totalIsLowerBound: boolean };
    };
    expect(pagination.totalIsLowerBound).toBe(true);
    const total = pagination.total.toLocaleString('en-US');
    await expect(pager).toContainText(`Showing 1–20 of ${total}+ leads`);

    // The last page the count reaches says the same.
    await pager.getByRole('button', { name: `Page ${pagination.pages}` }).click();
    const first = ((pagination.pages - 1) * 20 + 1).toLocaleString('en-US');
    await expect(pager).toContainText(`Showing ${first}–${total} of ${total}+ leads`);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pageProblems.messages).toEqual([]);
  });

  test('add, edit and delete a lead', async ({ page, admin, pageProblems }) => {
    await admin.createList('Warm Leads');
    await openLeads(page, admin);
    await expect(page.getByText('Click "Add Lead" to create your first lead.')).toBeVisible();

    // Add.
    await page.getByRole('button', { name: 'Add Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Notes')).toHaveAttribute('rows', '3');
    await expect(dialog.getByLabel('Status')).toHaveValue('new');
    await dialog.getByLabel('First Name').fill('Dana');
    await dialog.getByLabel('Last Name').fill('Scully');
    await dialog.getByLabel('Email').fill('dana@fbi.example');
    await dialog.getByLabel('Phone').fill('+1 (202) 555-0147');
    await dialog.getByLabel('Company').fill('FBI');
    await dialog.getByLabel('Status').selectOption({ label: 'Contacted' });
    await dialog.getByLabel('State').fill('DC');
    await dialog.getByLabel('Postal Code').fill('20535');
    // Automatic until chosen: the dialer goes by state, postal code or phone.
    await expect(dialog.getByLabel('Time Zone')).toHaveValue('');
    await expect(dialog.getByLabel('Time Zone').locator('option:checked')).toHaveText(
      'Automatic (from address or phone)',
    );
    await dialog.getByLabel('Time Zone').selectOption({ label: 'Eastern — America/New York' });
    await dialog.getByLabel('List').selectOption({ label: 'Warm Leads' });
    const notes = 'Prefers calls in the morning. Ask about the X-Files budget for next year.';
    await dialog.getByLabel('Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('Lead Dana Scully created');

    const row = leadRow(page, 'Dana Scully');
    await expect(row).toContainText('dana@fbi.example');
    await expect(row).toContainText('+1 (202) 555-0147');
    await expect(row).toContainText('FBI');
    await expect(row).toContainText('Contacted');
    await expect(row).toContainText('Warm Leads');
    // Notes are cut at 50 characters.
    await expect(row.getByTestId('lead-notes')).toHaveText(`${notes.slice(0, 50).trimEnd()}...`);
    await expect(statCard(page, 'Total Leads')).toHaveText('1');
    await expect(statCard(page, 'Contacted')).toHaveText('1');

    // Edit: the dialog starts from the lead; a server refusal keeps it open with our sentence first.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lead' });
    await expect(edit.getByLabel('First Name')).toHaveValue('Dana');
    await expect(edit.getByLabel('Status')).toHaveValue('contacted');
    await expect(edit.getByLabel('List')).toHaveValue(/\d+/);
    await expect(edit.getByLabel('Notes')).toHaveValue(notes);
    await expect(edit.getByLabel('State')).toHaveValue('DC');
    await expect(edit.getByLabel('Postal Code')).toHaveValue('20535');
    await expect(edit.getByLabel('Time Zone')).toHaveValue('America/New_York');
    await edit.getByLabel('Email').fill('dana@fbi');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit.getByRole('alert')).toHaveText(
      'Failed to save lead. Please try again. Please enter a valid email address',
    );
    await expect(edit.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await edit.getByLabel('Email').fill('dana.scully@fbi.example');
    // Fixed: the message about it goes.
    await expect(edit.getByRole('alert')).toHaveCount(0);
    await expect(edit.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await edit.getByLabel('Last Name').fill('Mulder');
    await edit.getByLabel('Status').selectOption({ label: 'Interested' });
    await edit.getByLabel('List').selectOption({ label: 'No List' });
    await edit.getByLabel('Time Zone').selectOption({ label: 'Europe/Dublin' });
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByTestId('toast')).toContainText('Lead Dana Mulder updated');
    const edited = leadRow(page, 'Dana Mulder');
    await expect(edited).toContainText('dana.scully@fbi.example');
    await expect(edited).toContainText('Interested');
    await expect(edited).toContainText('No List');
    await expect(statCard(page, 'Interested')).toHaveText('1');
    await expect(statCard(page, 'Contacted')).toHaveText('0');
    await edited.getByRole('button', { name: 'Edit' }).click();
    await expect(edit.getByLabel('Time Zone')).toHaveValue('Europe/Dublin');
    await expect(edit.getByLabel('State')).toHaveValue('DC');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Delete asks first; Cancel keeps the lead.
    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Lead' });
    await expect(confirm.getByText('Are you sure you want to delete this lead?', { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(leadRows(page)).toHaveCount(1);

    await edited.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toast')).toContainText('Lead Dana Mulder deleted');
    await expect(leadRows(page)).toHaveCount(0);
    await expect(page.getByText('No leads found.')).toBeVisible();
    await expect(statCard(page, 'Total Leads')).toHaveText('0');
    expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
  });

  test('a phone that cannot be dialed is marked in the table', async ({ page, admin, pageProblems }) => {
    await admin.createLeads([
      { firstName: 'Valid', lastName: 'Number', phone: '(202) 555-0147' },
      { firstName: 'Broken', lastName: 'Number', phone: '555-01' },
      { firstName: 'No', lastName: 'Phone', email: 'nophone@example.com' },
    ]);
    await openLeads(page, admin);
    const mark = { name: 'Not a number that can be dialed' };
    await expect(leadRow(page, 'Broken Number').getByRole('img', mark)).toBeVisible();
    await expect(leadRow(page, 'Broken Number').getByRole('cell', { name: /555-01/ })).toHaveAttribute(
      'title',
      '555-01 — not a number that can be dialed',
    );
    await expect(leadRow(page, 'Valid Number')).toContainText('(202) 555-0147');
    await expect(leadRow(page, 'Valid Number').getByRole('img', mark)).toHaveCount(0);
    await expect(leadRow(page, 'No Phone').getByRole('img', mark)).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });

  test("the lead dialog tells the lead's own time and whether it may be called now", async ({
    page,
    admin,
    pageProblems,
  }) => {
    await admin.createLeads([
      { firstName: 'Kai', lastName: 'Hawaii', phone: '(808) 555-0100' },
      { firstName: 'Nia', lastName: 'York', phone: '(808) 555-0101', timezone: 'America/New_York' },
      { firstName: 'No', lastName: 'Place', phone: '555-01' },
    ]);
    await openLeads(page, admin);
    const line = (dialog: ReturnType<typeof page.getByRole>) => dialog.getByTestId('lead-calling-time');
    const edit = page.getByRole('dialog', { name: 'Edit Lead' });
    await leadRow(page, 'Kai Hawaii').getByRole('button', { name: 'Edit' }).click();
    await expect(line(edit)).toHaveText(
      /^Now \d\d:\d\d in Honolulu \(from its phone number\) — (inside calling hours \(08:00–21:00\)|outside calling hours \(08:00–21:00\); calls from (\w{3} )?08:00)$/,
    );
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await leadRow(page, 'Nia York').getByRole('button', { name: 'Edit' }).click();
    await expect(line(edit)).toContainText('in New York (from its time zone)');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await leadRow(page, 'No Place').getByRole('button', { name: 'Edit' }).click();
    await expect(line(edit)).toHaveText('Local time unknown: add a state, a postal code or a valid phone number.');
    // A new lead has no time yet.
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Add Lead' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Lead' }).getByTestId('lead-calling-time')).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });

  test('the empty state depends on whether a search or filter is on', async ({ page, admin, pageProblems }) => {
    await openLeads(page, admin);
    const empty = page.getByTestId('leads-empty');
    await expect(empty).toHaveText(/No leads found\.\s*Click "Add Lead" to create your first lead\./);

    await admin.createLeads([{ name: 'Only Lead', status: 'new' }]);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(leadRows(page)).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-like-this');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(empty).toHaveText(/No leads found\.\s*Try adjusting your filters\./);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(leadRows(page)).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Callback' });
    await expect(empty).toHaveText(/No leads found\.\s*Try adjusting your filters\./);
    expect(pageProblems.messages).toEqual([]);
  });

  test('a failed load shows the dismissible banner and empties the table; failed stats are only logged', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await admin.createLeads([{ name: 'Visible Lead' }]);
    await openLeads(page, admin);
    await expect(leadRows(page)).toHaveCount(1);

    await page.route('**/api/v1/leads?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom","code":"internal"}' }),
    );
    await page.route('**/api/v1/leads/stats', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to fetch leads. Please try again.' });
    await expect(banner).toBeVisible();
    await expect(leadRows(page)).toHaveCount(0);
    // No invitation to add a first lead beside the error.
    await expect(page.getByTestId('leads-load-failed')).toHaveText(/The leads could not be loaded\.\s*Use Refresh/);
    await expect(page.getByTestId('leads-empty')).toHaveCount(0);
    await expect(statCard(page, 'Total Leads')).toHaveText('1');

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(leadRows(page)).toHaveCount(1);
    expect(unexpectedProblems(pageProblems, 500)).toEqual([]);
  });

  test('a failed delete shows its banner', async ({ page, admin, pageProblems }) => {
    await admin.createLeads([{ name: 'Sticky Lead' }]);
    await openLeads(page, admin);
    await page.route('**/api/v1/leads/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await leadRow(page, 'Sticky Lead').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to delete lead. Please try again.' })).toBeVisible();
    await expect(leadRows(page)).toHaveCount(1);
    expect(unexpectedProblems(pageProblems, 500)).toEqual([]);
  });

  test('without the live stream the table and the cards refresh by themselves every 30 seconds', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await withoutLiveStream(page);
    await page.clock.install();
    await openLeads(page, admin);
    await expect(statCard(page, 'Total Leads')).toHaveText('0');
    await expect(liveIndicator(page)).toHaveText('Updates every 30 s');

    await admin.createLeads([{ name: 'Arrived Later', status: 'interested' }]);
    await expect(leadRows(page)).toHaveCount(0);
    // The installed clock also runs at its own pace, so only the upper bound is exact: 30 s from the first load.
    await page.clock.fastForward(30_000);
    await expect(leadRow(page, 'Arrived Later')).toBeVisible();
    await expect(statCard(page, 'Interested')).toHaveText('1');
    expect(unexpectedProblems(pageProblems, 503)).toEqual([]);
  });

  test('the lead dialog keeps focus inside, closes on Escape and labels every field', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await openLeads(page, admin);
    const opener = page.getByRole('button', { name: 'Add Lead' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
    await expect(dialog).toBeVisible();

    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Company',
      'Status',
      'State',
      'Postal Code',
      'Time Zone',
      'List',
      'Notes',
    ]) {
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    }
    // Tab and Shift+Tab never leave the dialog.
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByLabel('First Name').focus();
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Cancel throws away what was typed.
    await opener.click();
    await dialog.getByLabel('First Name').fill('Half typed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await opener.click();
    await expect(dialog.getByLabel('First Name')).toHaveValue('');
    expect(pageProblems.messages).toEqual([]);
  });
});
