// A lead's history panel against the real server: created, an edit made in the dialog shows its old → new
// values by name (the list too), an import's update says so, and older entries load on request.
import { expect, leadRow, openLeads, test } from './fixtures/leads';

test.describe('lead history', () => {
  test('the History button lists what happened to the lead, newest first, with older entries on request', async ({
    page,
    admin,
    request,
    dialer,
  }) => {
    const unique = Date.now().toString(36);
    const listId = await admin.createList(`North ${unique}`);
    await admin.createLeads([{ firstName: 'Ada', lastName: `King ${unique}`, email: `ada-${unique}@example.com` }]);
    await openLeads(page, admin);
    await expect(page).toHaveTitle('Leads Management — Dialer Dashboard');
    const row = leadRow(page, `Ada King ${unique}`);

    // An edit in the dialog: status and list.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Lead' });
    await edit.getByLabel('Status').selectOption({ label: 'Contacted' });
    await edit.getByLabel('List').selectOption({ value: String(listId) });
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toHaveCount(0);
    // An import that fills in the company.
    const login = await request.post(`${dialer.url}/api/v1/auth/login`, {
      data: { email: admin.user.email, password: admin.user.password },
    });
    const { token } = (await login.json()) as { token: string };
    const imported = await request.post(`${dialer.url}/api/v1/leads/import?duplicates=update`, {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
      data: `Email,Company\nada-${unique}@example.com,Analytical Engines\n`,
    });
    expect(imported.status()).toBe(200);

    await row.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lead History' });
    const entries = dialog.getByRole('list', { name: 'Lead history' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Changed by a CSV import by');
    await expect(entries.nth(0)).toContainText(/Company:\s*\(empty\) → Analytical Engines/);
    await expect(entries.nth(1)).toContainText(`Changed by ${admin.user.name}`);
    await expect(entries.nth(1)).toContainText(/Status:\s*New → Contacted/);
    await expect(entries.nth(1)).toContainText(new RegExp(`List:\\s*No list → North ${unique}`));
    await expect(entries.nth(2)).toContainText(`Created by ${admin.user.name}`);
    await expect(dialog.getByRole('button', { name: 'Show older entries' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  test('a long history pages: the newest fifty first, then the rest', async ({ page, admin, request, dialer }) => {
    const unique = Date.now().toString(36);
    const [lead] = await admin.createLeads([{ name: `Busy ${unique}`, email: `busy-${unique}@example.com` }]);
    // 60 edits through the API as the admin.
    const login = await request.post(`${dialer.url}/api/v1/auth/login`, {
      data: { email: admin.user.email, password: admin.user.password },
    });
    const { token } = (await login.json()) as { token: string };
    for (let i = 0; i < 60; i += 1) {
      const response = await request.put(`${dialer.url}/api/v1/leads/${lead!.id}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { notes: `note ${i}` },
      });
      expect(response.status()).toBe(200);
    }
    await openLeads(page, admin);
    await leadRow(page, `Busy ${unique}`).getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lead History' });
    const entries = dialog.getByRole('list', { name: 'Lead history' }).getByRole('listitem');
    await expect(entries).toHaveCount(50);
    await expect(entries.first()).toContainText(/Notes:\s*note 58 → note 59/);
    await dialog.getByRole('button', { name: 'Show older entries' }).click();
    await expect(entries).toHaveCount(61);
    await expect(entries.last()).toContainText('Created by');
    await expect(dialog.getByRole('button', { name: 'Show older entries' })).toHaveCount(0);
  });
});
