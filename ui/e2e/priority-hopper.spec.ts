// The Priority Hopper's "why is a lead not called?" against the real server: a lead on the do-not-call list, one in
// a status the campaign does not dial, and a number no lead has.
import type { APIRequestContext } from '@playwright/test';
import { expect, openLeads, test, type LeadsAdmin } from './fixtures/leads';
import type { DialerServer } from './dialer-server';
import { capture, WIDTHS } from './fixtures/screenshots';

/** A fixed-offset zone where it is early afternoon now, so the leads are inside their window whenever this runs. */
function afternoonZone(): string {
  let offset = 13 - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/UTC';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** The admin's API session. */
async function signedIn(request: APIRequestContext, dialer: DialerServer, admin: LeadsAdmin) {
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, {
    data: { email: admin.user.email, password: admin.user.password },
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  return { user, headers: { Authorization: `Bearer ${token}` } };
}

/** Through the API as the admin: one number on the DNC list, and a campaign over the list (started when asked). */
async function campaignOver(
  request: APIRequestContext,
  dialer: DialerServer,
  admin: LeadsAdmin,
  options: { listId: number; name: string; callerId: string; dncPhone: string; start: boolean },
): Promise<number> {
  const { user, headers } = await signedIn(request, dialer, admin);
  const made = await request.post(`${dialer.url}/api/v1/campaigns`, {
    headers,
    data: { name: options.name, listIds: [options.listId], callerId: options.callerId, agentIds: [user.id] },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const listed = await request.post(`${dialer.url}/api/v1/dnc/numbers`, { headers, data: { phone: options.dncPhone } });
  expect(listed.status()).toBe(201);
  if (options.start) expect((await request.post(`${dialer.url}/api/v1/campaigns/${id}/activate`, { headers })).status()).toBe(200);
  return id;
}

test.describe('priority hopper', () => {
  test('why a lead is not called, by campaign and phone', async ({ page, admin, request, dialer }) => {
    const unique = Date.now().toString(36);
    const listId = await admin.createList(`Hot ${unique}`);
    await admin.createLeads([
      { name: `Quiet ${unique}`, phone: '(303) 555-0141', listId },
      { name: `Keen ${unique}`, phone: '(303) 555-0142', listId, status: 'interested' },
    ]);
    const id = await campaignOver(request, dialer, admin, {
      listId,
      name: `Denver ${unique}`,
      callerId: '+13035550100',
      dncPhone: '3035550141',
      start: true,
    });

    await openLeads(page, admin);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Priority Hopper' }).click();
    await expect(page.getByText('Priority leads will be displayed here.')).toBeVisible();
    await expect(page.getByLabel('Campaign')).toHaveValue(String(id));
    // A new campaign's level is automatic: nobody at work yet, the least.
    await expect(page.getByTestId('queue-level')).toHaveText(
      'Kept filled to 20 leads: automatic — 0 agents at work × 1 line × 2, at least 20.',
    );

    await page.getByLabel("Lead's Phone").fill('303-555-0141');
    await page.getByRole('button', { name: 'Check' }).click();
    const answer = page.getByTestId('why-answer');
    await expect(answer).toContainText(`Quiet ${unique}`);
    await expect(answer).toContainText('Do not call');
    await expect(answer).toContainText("+13035550141 is on the organization's do-not-call list.");

    await page.getByLabel("Lead's Phone").fill('(303) 555-0142');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(answer).toContainText('Status not dialed');
    await expect(answer).toContainText('Its status, Interested, is not one the campaign dials (New, Callback).');

    await page.getByLabel("Lead's Phone").fill('303 555 0199');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('alert')).toContainText('No lead has the number +13035550199');
  });

  test('an admin pushes leads by phone, reorders and removes them; a do-not-call lead is refused', async ({
    page,
    admin,
    request,
    dialer,
  }) => {
    const unique = Date.now().toString(36);
    const listId = await admin.createList(`Push ${unique}`);
    const [first, , , elsewhere] = await admin.createLeads([
      { name: `First ${unique}`, phone: '(720) 555-0111', listId },
      { name: `Second ${unique}`, phone: '(720) 555-0112', listId },
      { name: `Blocked ${unique}`, phone: '(720) 555-0113', listId },
      { name: `Elsewhere ${unique}`, phone: '(720) 555-0114', listId },
    ]);
    if (!first || !elsewhere) throw new Error('the leads were not created');
    const id = await campaignOver(request, dialer, admin, {
      listId,
      name: `Push ${unique}`,
      callerId: '+17205550100',
      dncPhone: '7205550113',
      start: false,
    });

    await openLeads(page, admin);
    await page.goto('/priority-hopper');
    await expect(page.getByLabel('Campaign')).toHaveValue(String(id));
    await expect(page.getByText('Priority leads will be displayed here.')).toBeVisible();

    const push = async (phone: string, priority: string) => {
      await page.getByLabel('Push a Lead by Phone').fill(phone);
      await page.getByLabel('Priority', { exact: true }).fill(priority);
      await page.getByRole('button', { name: 'Push Lead' }).click();
    };
    await push('720-555-0111', '20');
    await expect(page.getByTestId('toast')).toContainText(`First ${unique} pushed with priority 20`);
    await push('(720) 555-0112', '90');
    await expect(page.getByTestId('toast')).toContainText(`Second ${unique} pushed with priority 90`);
    const rows = page.locator('[data-testid^="hopper-"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`Second ${unique}`);

    await push('720 555 0113', '90');
    await expect(page.getByRole('alert')).toContainText(
      "This lead cannot be called: +17205550113 is on the organization's do-not-call list",
    );

    // First goes to the top once its priority is raised.
    await page.getByLabel(`Priority of First ${unique}`).fill('95');
    await page.getByLabel(`Priority of First ${unique}`).blur();
    await expect(rows.first()).toContainText(`First ${unique}`);
    await page.getByRole('button', { name: `Remove Second ${unique}` }).click();
    await expect(page.getByTestId('toast')).toContainText(`Second ${unique} removed from the hopper`);
    await expect(rows).toHaveCount(1);

    // Another admin's push and priority change show up here as they happen, without a reload.
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
    const { headers } = await signedIn(request, dialer, admin);
    const hopper = `${dialer.url}/api/v1/campaigns/${id}/hopper`;
    expect((await request.post(hopper, { headers, data: { leadId: elsewhere.id, priority: 99 } })).status()).toBe(201);
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`Elsewhere ${unique}`);
    const changed = await request.put(`${hopper}/${first.id}`, { headers, data: { priority: -5 } });
    expect(changed.status()).toBe(200);
    await expect(page.getByLabel(`Priority of First ${unique}`)).toHaveValue('-5');
  });

  test('the funnel counts the campaign\'s leads, Refill Now fills the hopper, a do-not-call number leaves it', async ({
    page,
    admin,
    request,
    dialer,
  }, testInfo) => {
    const unique = Date.now().toString(36);
    const zone = afternoonZone();
    const listId = await admin.createList(`Funnel ${unique}`);
    await admin.createLeads([
      { name: `Ana ${unique}`, phone: '(212) 555-0161', listId, timezone: zone },
      { name: `Ben ${unique}`, phone: '(212) 555-0162', listId, timezone: zone },
      { name: `Cy ${unique}`, phone: '(212) 555-0163', listId, timezone: zone },
      { name: `Dee ${unique}`, phone: '(212) 555-0164', listId, timezone: zone, status: 'interested' },
      { name: `Eve ${unique}`, phone: '(555) 010-0165', listId, timezone: zone },
    ]);
    const id = await campaignOver(request, dialer, admin, {
      listId,
      name: `Funnel ${unique}`,
      callerId: '+12125550100',
      dncPhone: '2125550999',
      start: true,
    });

    await openLeads(page, admin);
    await page.goto('/priority-hopper');
    await expect(page.getByLabel('Campaign')).toHaveValue(String(id));
    const step = (key: string) => page.getByTestId(`funnel-${key}`);
    await expect(step('in_lists')).toContainText('5');
    await expect(step('dialable_status')).toContainText('4');
    await expect(step('dialable_phone')).toContainText('3');
    await expect(step('not_dnc')).toContainText('3');
    await expect(step('inside_window')).toContainText('3');

    await page.getByRole('button', { name: 'Refill Now' }).click();
    await expect(page.getByTestId('toast')).toContainText('3 waiting');
    const rows = page.locator('[data-testid^="hopper-"]');
    await expect(rows).toHaveCount(3);
    await expect(step('in_hopper')).toContainText('3');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await capture(page, testInfo, 'priority-hopper-funnel', width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Ana's number goes on the do-not-call list: the hopper lets go of her, and the funnel counts one fewer.
    const { headers } = await signedIn(request, dialer, admin);
    const listed = await request.post(`${dialer.url}/api/v1/dnc/numbers`, {
      headers,
      data: { phone: '212 555 0161' },
    });
    expect(listed.status()).toBe(201);
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(2, { timeout: 1000 });
    }).toPass();
    await expect(page.getByText(`Ana ${unique}`)).toHaveCount(0);
    await expect(step('not_dnc')).toContainText('2');
    await expect(step('in_hopper')).toContainText('2');

    // Emptying asks first, then leaves nothing waiting.
    await page.getByRole('button', { name: 'Empty', exact: true }).click();
    await expect(page.getByText('The 2 waiting leads leave the hopper (leads with an agent stay).', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Empty Hopper' }).click();
    await expect(page.getByTestId('toast')).toContainText('Removed 2 waiting leads');
    await expect(page.getByText('Priority leads will be displayed here.')).toBeVisible();
    await expect(step('in_hopper')).toContainText('0');

    // The campaigns list shows the same live figures.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Campaigns' }).click();
    const figures = page.getByTestId(`campaign-${id}-figures`);
    await expect(figures).toContainText('2');
    await expect(figures).toContainText('0 in hopper');
  });

  test('a lead from a webhook that names the list goes to the top of the hopper at once', async ({
    page,
    admin,
    request,
    dialer,
  }) => {
    const unique = Date.now().toString(36);
    const zone = afternoonZone();
    const listName = `Web ${unique}`;
    const listId = await admin.createList(listName);
    await admin.createLeads([
      { name: `Standing A ${unique}`, phone: '(212) 555-0171', listId, timezone: zone },
      { name: `Standing B ${unique}`, phone: '(212) 555-0172', listId, timezone: zone },
    ]);
    const id = await campaignOver(request, dialer, admin, {
      listId,
      name: `Web ${unique}`,
      callerId: '+12125550100',
      dncPhone: '2125550998',
      start: true,
    });

    // The webhook's dialog picks the list its leads join.
    await openLeads(page, admin);
    await page.goto('/integration');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    await dialog.getByLabel('Webhook Name').fill(`Form ${unique}`);
    await dialog.getByLabel('Add Leads to List').selectOption({ label: listName });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.locator('tr', { hasText: `Form ${unique}` });
    await expect(row).toContainText(listName);

    const { headers } = await signedIn(request, dialer, admin);
    const webhooks = (await (await request.get(`${dialer.url}/api/v1/webhooks`, { headers })).json()) as Array<{ name: string; url: string; listId: number | null }>;
    const webhook = webhooks.find((w) => w.name === `Form ${unique}`);
    expect(webhook?.listId).toBe(listId);
    const delivered = await request.post(webhook!.url, {
      data: { name: `Fresh ${unique}`, phone: '(212) 555-0173', timezone: zone },
    });
    expect(delivered.status()).toBe(200);

    await page.goto('/priority-hopper');
    await expect(page.getByLabel('Campaign')).toHaveValue(String(id));
    const rows = page.locator('[data-testid^="hopper-"]');
    await expect(async () => {
      await page.reload();
      await expect(rows.first()).toContainText(`Fresh ${unique}`, { timeout: 1000 });
    }).toPass();
    await expect(rows.first()).toContainText('Webhook');
    await expect(page.getByLabel(`Priority of Fresh ${unique}`)).toHaveValue('40');
    await expect(rows).toHaveCount(3);
  });
});
