// The Campaigns tab against the real server: a campaign made, refused to start with the server's reasons, given
// a list, a caller ID and an agent, started, paused and archived.
import { createUser } from './accounts';
import { expect, openLeads, test } from './fixtures/leads';

test.describe('campaigns', () => {
  test('a campaign is made, refused with reasons, completed, started, paused and archived', async ({ page, admin, dialer }) => {
    const unique = Date.now().toString(36);
    await admin.createList(`Warm ${unique}`);
    await createUser(dialer, { role: 'agent', name: `Ann Agent ${unique}`, org: admin.user.org });
    await openLeads(page, admin);
    await page.goto('/campaigns');
    await expect(page.getByText('Your campaigns will be displayed here.')).toBeVisible();

    await page.getByRole('button', { name: 'New Campaign' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Campaign' });
    await dialog.getByLabel('Campaign Name').fill(`Solar ${unique}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('toast')).toContainText(`Solar ${unique} created`);
    const row = page.locator('[data-testid^="campaign-"]').filter({ hasText: `Solar ${unique}` });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('To start: choose at least one lead list');

    await row.getByRole('button', { name: `Start Solar ${unique}` }).click();
    await expect(page.getByRole('alert')).toContainText('The campaign cannot start yet: choose at least one lead list;');

    await row.getByRole('button', { name: `Edit Solar ${unique}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await dialog.getByLabel('Caller ID').fill('12');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Caller ID must be a valid phone number such as +12025550147');
    await dialog.getByLabel('Caller ID').fill('(202) 555-0147');
    await dialog.getByRole('button', { name: 'Lead Lists' }).click();
    await dialog.getByRole('group', { name: 'Lead Lists' }).getByRole('checkbox', { name: `Warm ${unique}` }).check();
    await dialog.getByRole('button', { name: 'Lead Lists' }).click();
    await dialog.getByRole('button', { name: 'Agents' }).click();
    await dialog.getByRole('group', { name: 'Agents' }).getByRole('checkbox', { name: `Ann Agent ${unique}` }).check();
    await dialog.getByRole('button', { name: 'Agents' }).click();
    await dialog.getByLabel('Dial Mode').selectOption('power');
    await dialog.getByLabel('Lines per Agent').selectOption('2');
    // The hopper's level follows the agents at work unless a number is set.
    await expect(dialog.getByLabel('Hopper Level', { exact: true })).toHaveValue('auto');
    await expect(dialog.getByLabel('Hopper Level (leads kept ready)')).toHaveCount(0);
    await dialog.getByLabel('Hopper Level', { exact: true }).selectOption('set');
    await dialog.getByLabel('Hopper Level (leads kept ready)').fill('40');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('toast')).toContainText(`Solar ${unique} updated`);
    await expect(row).toContainText('+12025550147');
    await expect(row).toContainText(`Warm ${unique}`);
    await expect(row).toContainText('Power · 2 lines');
    await expect(row).not.toContainText('To start');
    await row.getByRole('button', { name: `Edit Solar ${unique}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await expect(dialog.getByLabel('Hopper Level', { exact: true })).toHaveValue('set');
    await expect(dialog.getByLabel('Hopper Level (leads kept ready)')).toHaveValue('40');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Start Solar ${unique}` }).click();
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Pause Solar ${unique}` }).click();
    await expect(row).toContainText('Paused');
    await row.getByRole('button', { name: `Archive Solar ${unique}` }).click();
    await page.getByRole('alertdialog', { name: 'Archive Campaign' }).getByRole('button', { name: 'Archive' }).click();
    await expect(row).toContainText('Archived');
    await expect(row.getByRole('button', { name: `Edit Solar ${unique}` })).toHaveCount(0);
  });

  test('a campaign keeps to hours of its own, and a week without a day is refused', async ({ page, admin }) => {
    const unique = Date.now().toString(36);
    await openLeads(page, admin);
    await page.goto('/campaigns');
    await page.getByRole('button', { name: 'New Campaign' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Campaign' });
    await dialog.getByLabel('Campaign Name').fill(`Office ${unique}`);
    await expect(dialog.getByLabel('Calling Hours')).toHaveValue('organization');
    await dialog.getByLabel('Calling Hours').selectOption('own');
    // Office hours to start from: weekdays 09:00-17:00.
    await expect(dialog.getByLabel('Monday opens')).toHaveValue('09:00');
    await expect(dialog.getByTestId('campaign-day-saturday')).toContainText('No calls');
    await dialog.getByLabel('Monday closes').fill('16:00');
    await dialog.getByTestId('campaign-day-friday').getByRole('checkbox').uncheck();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('toast')).toContainText(`Office ${unique} created`);

    const row = page.locator('[data-testid^="campaign-"]').filter({ hasText: `Office ${unique}` });
    await row.getByRole('button', { name: `Edit Office ${unique}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await expect(dialog.getByLabel('Calling Hours')).toHaveValue('own');
    await expect(dialog.getByLabel('Monday closes')).toHaveValue('16:00');
    await expect(dialog.getByTestId('campaign-day-friday')).toContainText('No calls');
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday']) {
      await dialog.getByTestId(`campaign-day-${day}`).getByRole('checkbox').uncheck();
    }
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByRole('alert')).toContainText("Give the campaign's calling hours at least one day");
    await dialog.getByLabel('Calling Hours').selectOption('organization');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('toast')).toContainText(`Office ${unique} updated`);
    await row.getByRole('button', { name: `Edit Office ${unique}` }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Campaign' }).getByLabel('Calling Hours')).toHaveValue('organization');
  });
});
