// /integration as a whole against the real server: the four tabs, Other CRMs, the load failure banner and the
// Integration Logs tab. The GoHighLevel and Webhooks tabs have their own files.
import { problemsBesides, unexpectedProblems } from './fixtures';
import {
  addGhlAccount,
  expect,
  logRows,
  logStatus,
  openIntegration,
  postToWebhook,
  selectTab,
  test,
} from './fixtures/integration';

const TAB_NAMES = ['GoHighLevel', 'Webhooks', 'Other CRMs', 'Integration Logs'];

test.describe('integration screen', () => {
  test('four tabs that work with the mouse, the arrow keys and the address bar', async ({
    page,
    admin,
    pageProblems,
  }) => {
    await openIntegration(page, admin);
    const tablist = page.getByRole('tablist', { name: 'Integrations' });
    await expect(tablist.getByRole('tab')).toHaveText(TAB_NAMES);
    const ghl = page.getByRole('tab', { name: 'GoHighLevel' });
    await expect(ghl).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'GoHighLevel' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await ghl.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Webhooks' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Webhooks' })).toBeVisible();
    await expect(page).toHaveURL(/\/integration\?tab=webhooks$/);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Integration Logs' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(ghl).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/integration$/);

    // A tab in the address opens with it, and what was typed on another tab survives a switch.
    await page.getByLabel('Location ID').fill('half-typed');
    await selectTab(page, 'Other CRMs');
    await selectTab(page, 'GoHighLevel');
    await expect(page.getByLabel('Location ID')).toHaveValue('half-typed');
    await page.goto('/integration?tab=logs');
    await expect(page.getByRole('tab', { name: 'Integration Logs' })).toHaveAttribute('aria-selected', 'true');
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('Other CRMs shows Coming Soon cards for Salesforce, HubSpot, Pipedrive and Zoho CRM', async ({
    page,
    admin,
  }) => {
    await openIntegration(page, admin, 'Other CRMs');
    const cards = page.getByRole('tabpanel', { name: 'Other CRMs' }).getByRole('group');
    await expect(cards).toHaveCount(4);
    for (const name of ['Salesforce', 'HubSpot', 'Pipedrive', 'Zoho CRM']) {
      const card = page.getByRole('group', { name });
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card.getByText('Coming Soon')).toBeVisible();
    }
  });

  for (const failing of ['/api/v1/integrations', '/api/v1/webhooks', '/api/v1/integration-logs']) {
    test(`a failing ${failing} shows 'Failed to fetch integration data', and Try again recovers`, async ({
      page,
      admin,
      pageProblems,
    }) => {
      await admin.createWebhook({ name: 'Still here' });
      const matches = (url: URL) => url.pathname === failing;
      await page.route(matches, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await openIntegration(page, admin);
      const banner = page.getByRole('alert').filter({ hasText: 'Failed to fetch integration data' });
      await expect(banner).toBeVisible();

      // What did load is shown; the failed part offers another go.
      const ghlLoaded = failing !== '/api/v1/integrations';
      await expect(page.getByRole('button', { name: 'Save Configuration' })).toHaveCount(ghlLoaded ? 1 : 0);
      await selectTab(page, 'Webhooks');
      await expect(page.getByText('Still here', { exact: true })).toHaveCount(failing === '/api/v1/webhooks' ? 0 : 1);

      await page.unroute(matches);
      await banner.getByRole('button', { name: 'Try again' }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.getByText('Still here', { exact: true })).toBeVisible();
      await selectTab(page, 'GoHighLevel');
      await expect(page.getByRole('button', { name: 'Save Configuration' })).toBeVisible();
      expect(problemsBesides(pageProblems, [500])).toEqual([]);
    });
  }

  test('the banner can be dismissed', async ({ page, admin }) => {
    await page.route(
      (url) => url.pathname === '/api/v1/integration-logs',
      (route) => route.fulfill({ status: 500, body: 'no' }),
    );
    await openIntegration(page, admin);
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to fetch integration data' });
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('Integration Logs lists save, test and receive entries, newest first, and Refresh shows new ones', async ({
    page,
    admin,
    ghl,
    pageProblems,
  }) => {
    const account = addGhlAccount(ghl, 'Logbook Ltd');
    const hook = await admin.createWebhook({ name: 'Log feed' });
    await openIntegration(page, admin, 'Integration Logs');
    await expect(page.getByText('No integration activity yet.')).toBeVisible();

    // A save and a successful test, from the GoHighLevel tab.
    await selectTab(page, 'GoHighLevel');
    await page.getByLabel('API Key').fill(account.apiKey);
    await page.getByLabel('Location ID').fill(account.locationId);
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('GoHighLevel connection test successful')).toBeVisible();

    // The logs tab already has both; a lead received meanwhile shows after Refresh (if the live stream has not
    // shown it already: e2e/integration-live.spec.ts).
    await selectTab(page, 'Integration Logs');
    await expect(logRows(page)).toHaveCount(2);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Timestamp',
      'Integration',
      'Action',
      'Status',
      'Message',
    ]);
    await expect(logRows(page).nth(0)).toContainText('GoHighLevel');
    await expect(logRows(page).nth(0)).toContainText('Test');
    await expect(logStatus(logRows(page).nth(0), 'Success')).toHaveAttribute('data-tone', 'success');
    await expect(logRows(page).nth(1)).toContainText('Save');

    expect((await postToWebhook(hook.url, { name: 'Logged Lead', email: 'logged@example.test' })).status).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(logRows(page)).toHaveCount(3);
    const received = logRows(page).nth(0);
    await expect(received).toContainText('Webhook');
    await expect(received).toContainText('Receive');
    await expect(logStatus(received, 'Success')).toBeVisible();

    // Timestamps are in the viewer's own time, readable.
    const stamp = await received.locator('time').getAttribute('datetime');
    const shown = await page.evaluate(
      (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
      stamp!,
    );
    await expect(received.locator('time')).toHaveText(shown);

    // A refused post is logged as an error, in red.
    expect((await postToWebhook(hook.url, 'not a lead')).status).toBe(400);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(logRows(page)).toHaveCount(4);
    await expect(logStatus(logRows(page).nth(0), 'Error')).toHaveAttribute('data-tone', 'error');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('Load more fetches older entries while the last page was full', async ({ page, admin, pageProblems }) => {
    const hook = await admin.createWebhook({ name: 'Busy feed' });
    for (let index = 0; index < 53; index++) {
      const sent = await postToWebhook(hook.url, { name: `Lead ${index}`, email: `lead${index}@busy.test` });
      expect(sent.status).toBe(200);
    }
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/integration-logs')) requests.push(new URL(request.url()).search);
    });
    await openIntegration(page, admin, 'Integration Logs');
    await expect(logRows(page)).toHaveCount(50);
    const lastShown = await logRows(page).nth(49).getAttribute('data-log-id');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(logRows(page)).toHaveCount(53);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The first page may be asked for again (a browser's first live stream reloads what was loaded before it).
    expect(requests[0]).toBe('?limit=50');
    expect(requests.filter((search) => search !== '?limit=50')).toEqual([`?limit=50&before=${lastShown}`]);
    // Newest first, all the way down.
    const ids = (await logRows(page).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-log-id')))));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });
});
