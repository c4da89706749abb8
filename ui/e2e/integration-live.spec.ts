// /integration follows what integrations do while it is open, through the live stream: webhook
// deliveries appear in Integration Logs without Refresh, and the webhook's "Last lead" time moves.
import { unexpectedProblems } from './fixtures';
import { expect, logRows, logStatus, openIntegration, postToWebhook, selectTab, test, webhookRow } from './fixtures/integration';

// Far below anything but the stream: the logs tab has no polling of its own.
const LIVE_MS = 5_000;

test.describe('live integration', () => {
  test('a webhook delivery appears in the open Integration Logs tab without pressing Refresh', async ({
    page,
    admin,
    pageProblems,
  }) => {
    const hook = await admin.createWebhook({ name: 'Live feed' });
    await openIntegration(page, admin, 'Integration Logs');
    await expect(page.getByText('No integration activity yet.')).toBeVisible();

    expect((await postToWebhook(hook.url, { name: 'Live Lead', email: 'live@example.test' })).status).toBe(200);
    await expect(logRows(page)).toHaveCount(1, { timeout: LIVE_MS });
    await expect(logRows(page).nth(0)).toContainText('Receive');
    await expect(logStatus(logRows(page).nth(0), 'Success')).toBeVisible();

    // A refused delivery too, newest first; the Refresh button was never busy.
    expect((await postToWebhook(hook.url, 'not a lead')).status).toBe(400);
    await expect(logRows(page)).toHaveCount(2, { timeout: LIVE_MS });
    await expect(logStatus(logRows(page).nth(0), 'Error')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    await selectTab(page, 'Webhooks');
    await expect(webhookRow(page, 'Live feed')).toContainText('Last lead');
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('entries loaded with Load more stay when a live entry arrives on top', async ({ page, admin, pageProblems }) => {
    const hook = await admin.createWebhook({ name: 'Busy live feed' });
    for (let index = 0; index < 52; index++) {
      const sent = await postToWebhook(hook.url, { name: `Lead ${index}`, email: `lead${index}@busy-live.test` });
      expect(sent.status).toBe(200);
    }
    await openIntegration(page, admin, 'Integration Logs');
    await expect(logRows(page)).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(logRows(page)).toHaveCount(52);

    expect((await postToWebhook(hook.url, { name: 'On Top', email: 'on-top@busy-live.test' })).status).toBe(200);
    await expect(logRows(page)).toHaveCount(53, { timeout: LIVE_MS });
    const ids = await logRows(page).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-log-id'))));
    expect(new Set(ids).size).toBe(53);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });
});
