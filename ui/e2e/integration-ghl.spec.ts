// The GoHighLevel tab of /integration against the real server, which talks to the GoHighLevel stub: saving
// (the key stays write-only), Test Connection, the Connection Status card and Sync Now.
import { unexpectedProblems } from './fixtures';
import {
  addGhlAccount,
  expect,
  maskOf,
  openIntegration,
  statusCard,
  test,
  type IntegrationAdmin,
} from './fixtures/integration';
import type { Page } from '@playwright/test';

function apiKeyField(page: Page) {
  return page.getByLabel('API Key');
}

function switchNamed(page: Page, name: string) {
  return page.getByRole('switch', { name });
}

/** Fills the form and saves it; the key only when given. */
async function saveSettings(
  page: Page,
  settings: { apiKey?: string; locationId: string; enable?: boolean; syncLeads?: boolean },
) {
  if (settings.apiKey !== undefined) await apiKeyField(page).fill(settings.apiKey);
  await page.getByLabel('Location ID').fill(settings.locationId);
  for (const [name, wanted] of [
    ['Enable GoHighLevel Integration', settings.enable],
    ['Sync Leads', settings.syncLeads],
  ] as const) {
    if (wanted === undefined) continue;
    const toggle = switchNamed(page, name);
    if ((await toggle.getAttribute('aria-checked')) !== String(wanted)) await toggle.click();
  }
  await page.getByRole('button', { name: 'Save Configuration' }).click();
}

async function integrationJson(admin: IntegrationAdmin) {
  const answer = await admin.api('GET', '/integrations');
  expect(answer.status).toBe(200);
  return answer;
}

test.describe('GoHighLevel integration', () => {
  test('saving shows the success text and the key only as a mask, in the page and in the API', async ({
    page,
    admin,
    ghl,
    pageProblems,
  }) => {
    const account = addGhlAccount(ghl, 'Acme HQ');
    await openIntegration(page, admin);

    // A fresh organization: nothing stored yet.
    await expect(apiKeyField(page)).toHaveAttribute('type', 'password');
    await expect(apiKeyField(page)).toHaveValue('');
    await expect(statusCard(page).getByText('Disconnected')).toBeVisible();
    await expect(statusCard(page).getByText('Last sync: Never')).toBeVisible();
    await expect(statusCard(page).getByRole('button', { name: 'Sync Now' })).toHaveCount(0);

    await saveSettings(page, { apiKey: account.apiKey, locationId: account.locationId, enable: true, syncLeads: true });
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();

    // The field is emptied and shows the stored key's mask; the key itself is nowhere in the page.
    await expect(apiKeyField(page)).toHaveValue('');
    await expect(apiKeyField(page)).toHaveAttribute('placeholder', maskOf(account.apiKey));
    expect(await page.content()).not.toContain(account.apiKey);
    await expect(statusCard(page).getByText(maskOf(account.apiKey))).toBeVisible();
    await expect(statusCard(page).getByRole('button', { name: 'Sync Now' })).toBeVisible();

    const stored = await integrationJson(admin);
    expect(stored.text).not.toContain(account.apiKey);
    expect(stored.json()).toEqual([
      expect.objectContaining({
        type: 'gohighlevel',
        hasApiKey: true,
        status: 'disconnected',
        lastSyncAt: null,
        config: {
          apiKey: maskOf(account.apiKey),
          locationId: account.locationId,
          enabled: true,
          syncLeads: true,
          syncContacts: false,
          autoCreateCampaigns: false,
        },
      }),
    ]);

    // After a reload the form shows what was saved, and saving again without typing a key keeps the key.
    await page.reload();
    await expect(page.getByLabel('Location ID')).toHaveValue(account.locationId);
    await expect(apiKeyField(page)).toHaveAttribute('placeholder', maskOf(account.apiKey));
    await expect(switchNamed(page, 'Enable GoHighLevel Integration')).toHaveAttribute('aria-checked', 'true');
    await expect(switchNamed(page, 'Sync Leads')).toHaveAttribute('aria-checked', 'true');
    await expect(switchNamed(page, 'Sync Contacts')).toHaveAttribute('aria-checked', 'false');
    await expect(switchNamed(page, 'Auto-create Campaigns')).toHaveAttribute('aria-checked', 'false');

    await switchNamed(page, 'Auto-create Campaigns').click();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('GoHighLevel connection test successful')).toBeVisible();
    expect(await page.content()).not.toContain(account.apiKey);
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('Test Connection reaches GoHighLevel with the key and shows the location name', async ({
    page,
    admin,
    ghl,
    pageProblems,
  }) => {
    const account = addGhlAccount(ghl, 'Sunrise Dental Group');
    await openIntegration(page, admin);

    await saveSettings(page, { apiKey: account.apiKey, locationId: account.locationId });
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();

    const testButton = page.getByRole('button', { name: 'Test Connection' });
    await testButton.click();
    const result = page.getByTestId('ghl-result');
    await expect(result).toContainText('GoHighLevel connection test successful');
    await expect(result).toContainText('Sunrise Dental Group');
    await expect(statusCard(page).getByText('Connected', { exact: true })).toBeVisible();
    await expect(statusCard(page).getByText('Connected', { exact: true })).toHaveAttribute('data-tone', 'success');

    // The stub saw the stored key, the location and GoHighLevel's version header.
    const calls = ghl.requestsFor(account.locationId);
    expect(calls.length).toBeGreaterThan(0);
    const call = calls[calls.length - 1]!;
    expect(call.method).toBe('GET');
    expect(call.headers.authorization).toBe(`Bearer ${account.apiKey}`);
    expect(call.headers.version).toBe('2021-07-28');
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('a wrong key or an unknown location fails the test with the reason and sets the Error status', async ({
    page,
    admin,
    ghl,
    pageProblems,
  }) => {
    const account = addGhlAccount(ghl, 'Northwind Realty');
    await openIntegration(page, admin);

    await saveSettings(page, { apiKey: 'pit-wrong-key-0000', locationId: account.locationId });
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Test Connection' }).click();
    const result = page.getByTestId('ghl-result');
    await expect(result).toContainText('GoHighLevel connection test failed');
    await expect(result).toContainText('401');
    await expect(page.getByRole('alert').filter({ hasText: 'GoHighLevel connection test failed' })).toBeVisible();
    const errorBadge = statusCard(page).getByText('Error', { exact: true });
    await expect(errorBadge).toBeVisible();
    await expect(errorBadge).toHaveAttribute('data-tone', 'error');
    await expect(statusCard(page).getByTestId('ghl-last-error')).toContainText('401');

    // The right key for a location it cannot see: GoHighLevel's 404, in the server's words.
    await apiKeyField(page).fill(account.apiKey);
    await page.getByLabel('Location ID').fill('locDoesNotExist');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(result).toContainText('GoHighLevel connection test failed');
    await expect(result).toContainText('locDoesNotExist');
    await expect(result).toContainText('404');

    // Banners can be dismissed.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(result).toHaveCount(0);
    expect(unexpectedProblems(pageProblems, 502)).toEqual([]);
  });

  test('refused saves and tests say why and mark the field', async ({ page, admin, pageProblems }) => {
    await openIntegration(page, admin);
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'GoHighLevel connection test failed: Enter the API key and Location ID to test the connection',
    );

    await switchNamed(page, 'Enable GoHighLevel Integration').click();
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to save GoHighLevel integration: Enter the API key and Location ID to enable the integration',
    );

    await page.getByLabel('Location ID').fill('not a location!');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to save GoHighLevel integration: Location ID may');
    await expect(page.getByLabel('Location ID')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Location ID').fill('abc');
    await expect(page.getByLabel('Location ID')).not.toHaveAttribute('aria-invalid', 'true');

    // Nothing was stored.
    const stored = (await integrationJson(admin)).json() as Array<{ config: { enabled: boolean; locationId: string } }>;
    expect(stored[0]!.config).toEqual(expect.objectContaining({ enabled: false, locationId: '' }));
    expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
  });

  test('Sync Now brings the GoHighLevel contacts in as leads, page after page', async ({
    page,
    admin,
    ghl,
    pageProblems,
  }) => {
    test.setTimeout(60_000);
    const named = [
      { id: 'c-ann', firstName: 'Ann', lastName: 'Leeworth', email: 'ann@leeworth.test', phone: '+15551230001' },
      { id: 'c-bob', firstName: 'Bob', lastName: 'Marchetti', companyName: 'Marchetti Tiles', phone: '+15551230002' },
    ];
    const more = Array.from({ length: 148 }, (_, index) => ({
      id: `c-${index}`,
      firstName: `Contact${index}`,
      lastName: 'Synced',
      email: `contact${index}@sync.test`,
    }));
    const account = addGhlAccount(ghl, 'Leeworth Partners', [...named, ...more]);
    await openIntegration(page, admin);
    await saveSettings(page, { apiKey: account.apiKey, locationId: account.locationId, enable: true, syncLeads: true });
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();

    await statusCard(page).getByRole('button', { name: 'Sync Now' }).click();
    // The minute's gohighlevel-sync job may have brought them in between the save and the click: then they update.
    await expect(statusCard(page).getByText(/^Synced: (150 created, 0 updated|0 created, 150 updated)$/)).toBeVisible();
    await expect(statusCard(page).getByText('Last sync: Just now')).toBeVisible();
    await expect(statusCard(page).getByText('Connected', { exact: true })).toBeVisible();
    // 150 contacts at the server's page size of 100: two pages a sync (the job's too, when it came first).
    const searches = ghl.requestsFor(account.locationId).filter((request) => request.path === '/contacts/search');
    const pages = searches.map((request) => (request.body as { page: number }).page);
    expect([2, 4]).toContain(pages.length);
    expect(pages).toEqual(pages.map((_page, index) => (index % 2) + 1));

    // A second sync finds the same contacts again and updates them.
    await statusCard(page).getByRole('button', { name: 'Sync Now' }).click();
    await expect(statusCard(page).getByText('Synced: 0 created, 150 updated')).toBeVisible();

    await page.goto('/leads');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Leeworth');
    await search.press('Enter');
    const row = page.locator('tbody tr[data-lead-id]').filter({ hasText: 'Ann Leeworth' });
    await expect(row).toContainText('ann@leeworth.test');
    await expect(row).toContainText('GoHighLevel');
    await search.fill('Marchetti');
    await search.press('Enter');
    await expect(page.locator('tbody tr[data-lead-id]').filter({ hasText: 'Bob Marchetti' })).toContainText(
      'Marchetti Tiles',
    );
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });

  test('a sync that GoHighLevel refuses says why', async ({ page, admin, ghl, pageProblems }) => {
    const account = addGhlAccount(ghl, 'Refused Sync Inc');
    await openIntegration(page, admin);
    await saveSettings(page, {
      apiKey: 'pit-not-the-key-1234',
      locationId: account.locationId,
      enable: true,
      syncLeads: true,
    });
    await expect(page.getByText('GoHighLevel integration saved successfully')).toBeVisible();
    await statusCard(page).getByRole('button', { name: 'Sync Now' }).click();
    const outcome = statusCard(page).getByTestId('ghl-sync-outcome');
    await expect(outcome).toContainText('GoHighLevel sync failed');
    await expect(outcome).toContainText('401');
    await expect(statusCard(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(statusCard(page).getByText('Last sync: Never')).toBeVisible();
    expect(unexpectedProblems(pageProblems, 502)).toEqual([]);
  });
});
