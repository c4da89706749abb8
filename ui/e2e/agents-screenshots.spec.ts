// Screenshots of the agents screen, its dialogs and the reset page at the two widths the design names, kept in
// the test's output folder for a person to look at; each also checks that nothing overflows sideways.
import { forgetSession } from './accounts';
import { addAgent, agentDialog, agentRow, fillAgentForm, newAgent, openRowMenu, ownerOnAgents } from './agents-helpers';
import { expect, problemsBesides, test } from './fixtures';
import { captureAtWidths, WIDTHS } from './fixtures/screenshots';

test.describe('agents screenshots', () => {
  test('agents screen at 1280 and 768 px', async ({ page, dialer, pageProblems }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    const owner = await ownerOnAgents(page, dialer, 'Acme Calling');
    await addAgent(page, newAgent({ firstName: 'Casey', lastName: 'Morgan', phone: '+1 555 0142', status: 'Online' }));
    await addAgent(page, newAgent({ firstName: 'Avery', lastName: 'Brooks', role: 'Admin', status: 'Away' }));
    const leaving = newAgent({ firstName: 'Dana', lastName: 'Quinn', phone: '+1 555 0199' });
    const leavingRow = await addAgent(page, leaving);
    await leavingRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(leavingRow).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show inactive' }).click();
    await expect(leavingRow).toBeVisible();
    await page.getByTestId('toast').getByRole('button', { name: 'Dismiss' }).click();
    await captureAtWidths(page, testInfo, 'agents-table');

    await page.getByRole('button', { name: 'Add New Agent' }).click();
    const dialog = agentDialog(page);
    await dialog.getByLabel('New campaign').fill('Spring Outreach');
    await dialog.getByRole('button', { name: 'Add campaign' }).click();
    await fillAgentForm(dialog, { firstName: 'Riley', lastName: 'Chen', email: owner.email, password: 'secret-1' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await captureAtWidths(page, testInfo, 'agents-modal-create-error');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await agentRow(page, owner.email).getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Campaigns').click();
    await captureAtWidths(page, testInfo, 'agents-modal-edit');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const casey = page.getByRole('row').filter({ hasText: 'Casey Morgan' });
    await openRowMenu(page, casey, 'Send welcome email');
    await casey.getByRole('button', { name: /^More actions for / }).click();
    await captureAtWidths(page, testInfo, 'agents-row-menu');
    await page.getByRole('menuitem', { name: 'Email history' }).click();
    await expect(page.getByRole('dialog', { name: 'Email history' }).getByRole('listitem')).toHaveCount(1);
    await captureAtWidths(page, testInfo, 'agents-email-history');
    await page.keyboard.press('Escape');

    await openRowMenu(page, casey, 'Send password reset');
    const resetDialog = page.getByRole('dialog', { name: 'Password reset link' });
    const link = await resetDialog.getByLabel('Reset link').inputValue();
    await captureAtWidths(page, testInfo, 'agents-reset-link');
    await resetDialog.getByRole('button', { name: 'Done' }).click();

    await forgetSession(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await captureAtWidths(page, testInfo, 'reset-password');
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm New Password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    await captureAtWidths(page, testInfo, 'reset-password-done');
    expect(problemsBesides(pageProblems, [409], ['Failed to save agent'])).toEqual([]);
  });
});
