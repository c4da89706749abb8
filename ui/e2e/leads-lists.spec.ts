// Managing lead lists from the leads screen: create, rename, and delete with the list's leads moved or deleted.
import { unexpectedProblems } from './fixtures';
import { expect, leadRow, leadRows, openLeads, statCard, test } from './fixtures/leads';

test.describe('lead lists', () => {
  test('create, rename and delete lists; a list with leads asks where they go', async ({
    page,
    admin,
    pageProblems,
  }) => {
    const autumn = await admin.createList('Autumn');
    const winter = await admin.createList('Winter');
    await admin.createLeads([
      { name: 'Ann Autumn', listId: autumn },
      { name: 'Al Autumn', listId: autumn },
      { name: 'Walt Winter', listId: winter },
    ]);
    await openLeads(page, admin);

    await page.getByRole('button', { name: 'Manage Lists' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Lists' });
    const lists = dialog.getByRole('list', { name: 'Lists' });
    await expect(lists.getByRole('listitem')).toHaveCount(2);
    await expect(lists.getByRole('listitem').filter({ hasText: 'Autumn' })).toContainText('2 leads');

    // Create; a taken name is refused with the server's sentence.
    await dialog.getByLabel('New list name').fill('Spring');
    await dialog.getByRole('button', { name: 'Create List' }).click();
    await expect(lists.getByRole('listitem')).toHaveCount(3);
    await dialog.getByLabel('New list name').fill('spring');
    await dialog.getByRole('button', { name: 'Create List' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('A list with this name already exists');

    // Rename; Escape in the name field leaves the rename, not the dialog.
    await dialog.getByRole('button', { name: 'Rename Winter' }).click();
    await dialog.getByLabel('New name for Winter').press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Rename Winter' }).click();
    await dialog.getByLabel('New name for Winter').fill('Winter Sale');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(lists.getByRole('listitem').filter({ hasText: 'Winter Sale' })).toContainText('1 lead');

    // Delete a list with leads, moving them to another list.
    await dialog.getByRole('button', { name: 'Delete Autumn' }).click();
    const panel = dialog.getByRole('group', { name: 'Delete Autumn' });
    await expect(panel).toContainText('“Autumn” has 2 leads.');
    await panel.getByLabel('Move the leads to list').selectOption({ label: 'Winter Sale' });
    await panel.getByRole('button', { name: 'Delete List' }).click();
    await expect(lists.getByRole('listitem')).toHaveCount(2);
    await expect(lists.getByRole('listitem').filter({ hasText: 'Winter Sale' })).toContainText('3 leads');

    // Delete a list together with its leads.
    await dialog.getByRole('button', { name: 'Delete Winter Sale' }).click();
    const second = dialog.getByRole('group', { name: 'Delete Winter Sale' });
    await second.getByLabel('Delete the 3 leads with the list').check();
    await second.getByRole('button', { name: 'Delete List' }).click();
    await expect(lists.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expect(leadRows(page)).toHaveCount(0);
    await expect(statCard(page, 'Total Leads')).toHaveText('0');
    await expect(page.getByRole('combobox', { name: 'List', exact: true }).locator('option')).toHaveText([
      'All lists',
      'No list',
      'Spring',
    ]);
    expect(unexpectedProblems(pageProblems, 409)).toEqual([]);
  });

  test('a lead can be put in a list from the dialog and the List filter shows it', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await admin.createList('Hot');
    await admin.createLeads([{ name: 'Listless Lee' }]);
    await openLeads(page, admin);
    await expect(leadRow(page, 'Listless Lee')).toContainText('No List');

    await leadRow(page, 'Listless Lee').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
    await dialog.getByLabel('List').selectOption({ label: 'Hot' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(leadRow(page, 'Listless Lee')).toContainText('Hot');

    await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'No list' });
    await expect(page.getByText('Try adjusting your filters.')).toBeVisible();
    await page.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'Hot' });
    await expect(leadRows(page)).toHaveCount(1);
    expect(pageProblems.messages).toEqual([]);
  });
});
