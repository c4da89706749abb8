// Screenshots of /integration's tabs and dialogs at the two widths the design names, kept in the test output for
// a person to look at; each also checks that nothing overflows sideways at that width.
import { createUser, openSignedIn } from './accounts';
import type { Page, TestInfo } from '@playwright/test';
import { captureAtWidths, WIDTHS } from './fixtures/screenshots';
import {
  addGhlAccount,
  expect,
  openIntegration,
  postToWebhook,
  selectTab,
  statusCard,
  test,
  webhookRow,
} from './fixtures/integration';

const CONTACTS = [
  { id: 'g1', firstName: 'Olivia', lastName: 'Bennett', email: 'olivia@harbor.test', companyName: 'Harbor Logistics' },
  { id: 'g2', firstName: 'Liam', lastName: 'Carter', email: 'liam@summit.test', companyName: 'Summit Dental' },
  { id: 'g3', firstName: 'Sophia', lastName: 'Nguyen', phone: '+15550102030', companyName: 'Brightline Solar' },
];

// A full-page shot of a scrolled window shows the sticky top bar half-way down: back to the top first.
async function capture(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await captureAtWidths(page, testInfo, name, fullPage);
}

test.describe('integration screenshots', () => {
  test('integration tabs and dialogs at 1280 and 768 px', async ({
    page,
    admin,
    ghl,
    dialer,
    pageProblems,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    const account = addGhlAccount(ghl, 'Acme Calling HQ', CONTACTS);
    const form = await admin.createWebhook({
      name: 'Website contact form',
      url: 'https://www.acme-calling.example/contact-us',
      secret: 'screenshot-secret',
    });
    await admin.createWebhook({
      name: 'Zapier: Facebook Lead Ads',
      url: 'https://hooks.zapier.com/hooks/catch/1234',
    });
    await admin.createWebhook({ name: 'Old landing page', url: '', enabled: false });
    expect((await postToWebhook(form.url, { name: 'Ava Schmidt' }, { secret: 'screenshot-secret' })).status).toBe(
      200,
    );

    // An empty organization first: the empty states.
    const newcomer = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, newcomer, '/integration?tab=webhooks');
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
    await capture(page, testInfo, 'integration-webhooks-empty');
    await selectTab(page, 'GoHighLevel');
    await capture(page, testInfo, 'integration-ghl-empty');

    await openIntegration(page, admin);
    await page.getByLabel('API Key').fill(account.apiKey);
    await page.getByLabel('Location ID').fill(account.locationId);
    await page.getByRole('switch', { name: 'Enable GoHighLevel Integration' }).click();
    await page.getByRole('switch', { name: 'Sync Leads' }).click();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('GoHighLevel connection test successful')).toBeVisible();
    await statusCard(page).getByRole('button', { name: 'Sync Now' }).click();
    // The minute's gohighlevel-sync job may have brought the three contacts in between the save and the click:
    // then this sync updates them. Either way the three are in.
    await expect(statusCard(page).getByText(/^Synced: (3 created, 0 updated|0 created, 3 updated)$/)).toBeVisible();
    await capture(page, testInfo, 'integration-ghl');

    await page.getByLabel('API Key').fill('pit-wrong');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('GoHighLevel connection test failed', { exact: false })).toBeVisible();
    await capture(page, testInfo, 'integration-ghl-test-failed');

    await selectTab(page, 'Webhooks');
    await expect(webhookRow(page, 'Website contact form')).toBeVisible();
    await capture(page, testInfo, 'integration-webhooks');

    await page.getByRole('button', { name: 'Add Webhook' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Webhook' })).toBeVisible();
    await capture(page, testInfo, 'integration-webhook-add', false);
    await page.keyboard.press('Escape');

    await webhookRow(page, 'Website contact form').getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Webhook' })).toBeVisible();
    await capture(page, testInfo, 'integration-webhook-edit', false);
    await page.keyboard.press('Escape');

    await webhookRow(page, 'Old landing page').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await capture(page, testInfo, 'integration-webhook-delete', false);
    await page.keyboard.press('Escape');

    await webhookRow(page, 'Zapier: Facebook Lead Ads').getByRole('button', { name: 'Copy URL' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await capture(page, testInfo, 'integration-webhooks-copied', false);

    await selectTab(page, 'Other CRMs');
    await capture(page, testInfo, 'integration-other-crms');

    await selectTab(page, 'Integration Logs');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('tbody tr[data-log-id]').first()).toBeVisible();
    await capture(page, testInfo, 'integration-logs');
    expect(pageProblems.messages.filter((message) => !message.includes('status of 502'))).toEqual([]);
  });
});
