// The Dispositions tab of /campaigns against the real server: the standard set with hotkeys and flags, a new
// one added, a clash refused with the server's sentence, one edited, archived and restored.
import { createUser, openSignedIn } from './accounts';
import { expect, test } from './fixtures';

test.describe('dispositions', () => {
  test('an admin sees the standard set, adds, edits, archives and restores one', async ({ page, dialer, pageProblems }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/campaigns');
    await expect(page.getByText('Your campaigns will be displayed here.')).toBeVisible();
    await page.getByRole('tab', { name: 'Dispositions' }).click();
    await expect(page).toHaveURL(/\/campaigns\?tab=dispositions$/);

    const rows = page.locator('[data-testid^="disposition-"]');
    await expect(rows).toHaveCount(10);
    await expect(rows.last()).toContainText('Agent lost');
    await expect(rows.last()).toContainText('System');
    await expect(rows.first()).toContainText('No Answer');
    await expect(page.getByTestId('disposition-do_not_call')).toContainText('9');
    await expect(page.getByTestId('disposition-do_not_call')).toContainText('Do not call');
    await expect(page.getByTestId('disposition-do_not_call')).toContainText('Not Interested');
    await expect(page.getByTestId('disposition-voicemail')).toContainText('Answering machine');
    await expect(page.getByTestId('disposition-sale')).toContainText('Conversion');

    await page.getByRole('button', { name: 'Add Disposition' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Disposition' });
    await dialog.getByLabel('Label').fill('Left Message');
    await dialog.getByLabel('Emoji', { exact: true }).fill('📨');
    await dialog.getByLabel('Hotkey').fill('5');
    await dialog.getByLabel('Sets Lead Status').selectOption('contacted');
    await dialog.getByLabel(/^Contact/).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The hotkey 5 is already used by Not Interested');
    await dialog.getByLabel('Hotkey').fill('m');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('toast')).toContainText('Left Message added');
    const added = page.getByTestId('disposition-left_message');
    await expect(added).toContainText('M');
    await expect(added).toContainText('Contacted');
    await expect(added).toContainText('Contact');

    await page.getByRole('button', { name: 'Edit Busy' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Disposition' });
    await expect(dialog.getByLabel('Label')).toHaveValue('Busy');
    await dialog.getByLabel('Label').fill('Line Busy');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('toast')).toContainText('Line Busy updated');

    await page.getByRole('button', { name: 'Archive Line Busy' }).click();
    await page.getByRole('alertdialog', { name: 'Archive Disposition' }).getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByTestId('toast')).toContainText('Line Busy archived');
    await expect(rows.last()).toContainText('Archived');
    await page.getByRole('button', { name: 'Restore Line Busy' }).click();
    await expect(page.getByTestId('toast')).toContainText('Line Busy restored');
    await expect(page.getByTestId('disposition-busy')).not.toContainText('Archived');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Dispositions' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveCount(11);
    expect(pageProblems.messages.filter((m) => !m.includes('409'))).toEqual([]);
  });
});
