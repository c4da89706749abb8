// The Webhooks tab of /integration against the real server: the inbound URL, add / edit / delete, copying
// URLs to the clipboard, the write-only secret, and a signed lead sent to a copied URL.
import type { BrowserContext, Page } from '@playwright/test';
import { unexpectedProblems } from './fixtures';
import {
  expect,
  openIntegration,
  postToWebhook,
  test,
  toast,
  webhookRow,
  webhookRows,
} from './fixtures/integration';

async function allowClipboard(context: BrowserContext, page: Page) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
}

function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('webhooks', () => {
  test('add, edit and delete a webhook, with the success texts and the empty state', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await openIntegration(page, admin, 'Webhooks');
    await expect(page.getByText('No webhooks yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await expect(dialog.getByLabel('Webhook Name')).toBeFocused();
    await expect(dialog.getByRole('switch', { name: 'Enable Webhook' })).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByLabel('Secret Key (Optional)')).toHaveAttribute('type', 'password');
    await dialog.getByLabel('Webhook Name').fill('Website contact form');
    await dialog.getByLabel('Source URL').fill('https://www.example.com/contact');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page)).toHaveText('Webhook created successfully');

    await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Source', 'Status', 'Events', 'Actions']);
    const row = webhookRow(page, 'Website contact form');
    await expect(row).toContainText('https://www.example.com/contact');
    await expect(row.getByText('Active', { exact: true })).toHaveAttribute('data-tone', 'success');
    await expect(row.getByRole('list', { name: 'Events' }).getByRole('listitem')).toHaveText([
      'lead.created',
      'lead.updated',
    ]);

    // Edit: the same dialog, filled in; switched off it reads Inactive.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Webhook' });
    await expect(edit.getByLabel('Webhook Name')).toHaveValue('Website contact form');
    await expect(edit.getByLabel('Source URL')).toHaveValue('https://www.example.com/contact');
    await expect(edit.getByLabel('Remove secret')).toHaveCount(0);
    await edit.getByLabel('Webhook Name').fill('Landing page form');
    await edit.getByRole('switch', { name: 'Enable Webhook' }).click();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toHaveCount(0);
    await expect(toast(page)).toHaveText('Webhook updated successfully');
    const renamed = webhookRow(page, 'Landing page form');
    await expect(renamed.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(webhookRows(page)).toHaveCount(1);

    // Escape closes the dialog without saving.
    await renamed.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Webhook' }).getByLabel('Webhook Name').fill('Not saved');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(webhookRow(page, 'Landing page form')).toBeVisible();

    // Delete asks first; Cancel keeps it.
    await renamed.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Webhook' });
    await expect(confirm).toContainText('Are you sure you want to delete this webhook?');
    await expect(confirm).toContainText('Landing page form');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(webhookRows(page)).toHaveCount(1);
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Webhook' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toHaveText('Webhook deleted successfully');
    await expect(webhookRows(page)).toHaveCount(0);
    await expect(page.getByText('No webhooks yet.')).toBeVisible();

    // The server agrees.
    expect((await admin.api('GET', '/webhooks')).json()).toEqual([]);
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('failures say so with the server reason', async ({ page, admin, pageProblems }) => {
    const hook = await admin.createWebhook({ name: 'Partner feed' });
    await openIntegration(page, admin, 'Webhooks');

    // No name: the dialog stays open with our sentence and the server's reason.
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to create webhook: Please enter a webhook name');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Gone meanwhile (another tab deleted it): update and delete both fail with the server's "Webhook not found".
    expect((await admin.api('DELETE', `/webhooks/${hook.id}`)).status).toBe(204);
    const row = webhookRow(page, 'Partner feed');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Webhook' });
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Failed to update webhook: Webhook not found');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to delete webhook: Webhook not found');
    expect(unexpectedProblems(pageProblems, 400, 404)).toEqual([]);
  });

  test('the banner explains the per-webhook URL, and a row copies its own URL with the key', async ({
    page,
    context,
    admin,
    baseURL,
    pageProblems,
  }) => {
    const hook = await admin.createWebhook({ name: 'Zapier leads', url: 'https://hooks.zapier.com/abc' });
    await openIntegration(page, admin, 'Webhooks');
    await allowClipboard(context, page);

    // The bare address answers 401: it is shown as a pattern, with no copy button.
    await expect(page.getByTestId('inbound-webhook-url')).toHaveText(
      `${baseURL}/api/v1/webhooks/leads?key=<the webhook's key>`,
    );
    await expect(page.getByRole('button', { name: 'Copy inbound webhook URL' })).toHaveCount(0);

    await webhookRow(page, 'Zapier leads').getByRole('button', { name: 'Copy URL' }).click();
    await expect(toast(page)).toHaveText('Webhook URL copied to clipboard');
    const copied = await readClipboard(page);
    expect(copied).toBe(hook.url);
    expect(copied).toMatch(/\/api\/v1\/webhooks\/leads\?key=.+/);
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('a secret is write-only, and a lead signed with it and posted to the copied URL lands on /leads with its consent evidence', async ({
    page,
    context,
    admin,
    pageProblems,
  }) => {
    const secret = `whsec-${Date.now().toString(36)}-signing`;
    await openIntegration(page, admin, 'Webhooks');
    await allowClipboard(context, page);

    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByLabel('Webhook Name').fill('Signed form');
    await dialog.getByLabel('Secret Key (Optional)').fill(secret);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page)).toHaveText('Webhook created successfully');
    const row = webhookRow(page, 'Signed form');
    await expect(row.getByText('Signed', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(secret);
    const listed = await admin.api('GET', '/webhooks');
    expect(listed.text).not.toContain(secret);
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'Signed form', hasSecret: true })]);

    // Editing without typing a secret keeps it; the dialog offers to remove it instead.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Webhook' });
    await expect(edit.getByLabel('Secret Key (Optional)')).toHaveValue('');
    await expect(edit.getByLabel('Remove secret')).not.toBeChecked();
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page)).toHaveText('Webhook updated successfully');

    await row.getByRole('button', { name: 'Copy URL' }).click();
    await expect(toast(page)).toHaveText('Webhook URL copied to clipboard');
    const url = await readClipboard(page);

    // With the evidence of its consent: TrustedForm's certificate of the form's submission.
    const certificate = 'https://cert.trustedform.com/0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d';
    const lead = {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@example.test',
      company: 'Raman Studio',
      phone: '(212) 555-0163',
      consentSource: 'Studio quote form',
      xxTrustedFormCertUrl: certificate,
    };
    expect((await postToWebhook(url, lead)).status).toBe(401);
    expect((await postToWebhook(url, lead, { signature: 'sha256=00' })).status).toBe(401);
    const sent = await postToWebhook(url, lead, { secret });
    expect(sent).toEqual({ status: 200, json: expect.objectContaining({ created: 1, updated: 0 }) });

    await page.goto('/leads');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('priya.raman');
    await search.press('Enter');
    const priya = page.locator('tbody tr[data-lead-id]').filter({ hasText: 'Priya Raman' });
    await expect(priya).toContainText('Raman Studio');
    await priya.getByRole('button', { name: 'History' }).click();
    const ledger = page.getByRole('dialog', { name: 'Lead History' }).getByRole('list', { name: 'Consent ledger' });
    await expect(ledger).toContainText('Calls allowed through a webhook');
    await expect(ledger.getByTestId('consent-evidence')).toContainText('Studio quote form');
    await expect(ledger.getByRole('link', { name: 'Consent certificate' })).toHaveAttribute('href', certificate);
    await page.keyboard.press('Escape');

    // With the secret removed, unsigned posts are accepted.
    await page.goto('/integration?tab=webhooks');
    await webhookRow(page, 'Signed form').getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Webhook' }).getByLabel('Remove secret').check();
    await expect(page.getByRole('dialog', { name: 'Edit Webhook' }).getByLabel('Secret Key (Optional)')).toBeDisabled();
    await page.getByRole('dialog', { name: 'Edit Webhook' }).getByRole('button', { name: 'Update' }).click();
    await expect(toast(page)).toHaveText('Webhook updated successfully');
    await expect(webhookRow(page, 'Signed form').getByText('Signed', { exact: true })).toHaveCount(0);
    expect((await postToWebhook(url, { ...lead, phone: '+15550001111' })).status).toBe(200);
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });
});
