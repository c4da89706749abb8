// The Priority Hopper's "why is a lead not called?" against the real server: a lead on the do-not-call list, one in
// a status the campaign does not dial, and a number no lead has.
import { expect, openLeads, test } from './fixtures/leads';

test.describe('priority hopper', () => {
  test('why a lead is not called, by campaign and phone', async ({ page, admin, request, dialer }) => {
    const unique = Date.now().toString(36);
    const listId = await admin.createList(`Hot ${unique}`);
    await admin.createLeads([
      { name: `Quiet ${unique}`, phone: '(303) 555-0141', listId },
      { name: `Keen ${unique}`, phone: '(303) 555-0142', listId, status: 'interested' },
    ]);
    const login = await request.post(`${dialer.url}/api/v1/auth/login`, {
      data: { email: admin.user.email, password: admin.user.password },
    });
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };
    const headers = { Authorization: `Bearer ${token}` };
    const made = await request.post(`${dialer.url}/api/v1/campaigns`, {
      headers,
      data: { name: `Denver ${unique}`, listIds: [listId], callerId: '+13035550100', agentIds: [user.id] },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await request.post(`${dialer.url}/api/v1/campaigns/${id}/activate`, { headers })).status()).toBe(200);
    expect((await request.post(`${dialer.url}/api/v1/dnc/numbers`, { headers, data: { phone: '3035550141' } })).status()).toBe(201);

    await openLeads(page, admin);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Priority Hopper' }).click();
    await expect(page.getByText('Priority leads will be displayed here.')).toBeVisible();
    await expect(page.getByLabel('Campaign')).toHaveValue(String(id));

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
});
