// /leads follows changes made anywhere while it is open, through the browser's live stream: another
// browser's new lead, and a server restart. Twenty tabs on one stream: e2e/leads-live-tabs.spec.ts.
import type { Page } from '@playwright/test';
import { startDialerServer } from './dialer-server';
import { expect, leadRow, newLeadsAdmin, openLeads, statCard, test } from './fixtures/leads';
import { documentIsMarked, expectLive, markDocument } from './fixtures/live';

// Far below the 30-second fallback: a change must arrive through the stream, not through polling.
const LIVE_MS = 5_000;

async function addLeadThroughForm(page: Page, firstName: string, lastName: string) {
  await page.getByRole('button', { name: 'Add Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('live leads', () => {
  test('a lead created in one browser appears in another browser’s /leads without a reload', async ({
    page,
    admin,
    browser,
    dialer,
    pageProblems,
  }) => {
    await admin.createLeads([{ name: 'Already Here' }]);
    await openLeads(page, admin);
    await expectLive(page);
    await expect(statCard(page, 'Total Leads')).toHaveText('1');
    await markDocument(page);

    // Another browser: its own storage, so its own session and its own stream.
    const elsewhere = await browser.newContext({ baseURL: dialer.url });
    try {
      const other = await elsewhere.newPage();
      await openLeads(other, admin);
      await addLeadThroughForm(other, 'Nora', 'Elsewhere');
      await expect(leadRow(other, 'Nora Elsewhere')).toBeVisible();
    } finally {
      await elsewhere.close();
    }

    await expect(leadRow(page, 'Nora Elsewhere')).toBeVisible({ timeout: LIVE_MS });
    await expect(statCard(page, 'Total Leads')).toHaveText('2', { timeout: LIVE_MS });
    await expect(statCard(page, 'New Leads')).toHaveText('2', { timeout: LIVE_MS });
    expect(await documentIsMarked(page)).toBe(true);
    expect(pageProblems.messages).toEqual([]);
  });

  test('after a server restart the open page reloads once it is back, and later changes arrive live', async ({
    browser,
    request,
  }) => {
    // A server of this test's own: restarting the worker's shared one would disturb the tests beside it.
    const server = await startDialerServer();
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      const admin = await newLeadsAdmin(server, request);
      let leadLoads = 0;
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname === '/api/v1/leads') leadLoads++;
      });
      await admin.createLeads([{ name: 'Before Restart' }]);
      await openLeads(page, admin);
      await expectLive(page);
      await markDocument(page);
      // A browser's first stream reloads once what the page loaded before it opened; that passes first.
      await expect.poll(() => leadLoads).toBe(2);

      await server.restart();
      // The stream resumes from its last id; the new server cannot replay it and says reset: the page reloads.
      await expect.poll(() => leadLoads, { timeout: 15_000 }).toBeGreaterThan(2);
      await expectLive(page);

      // The restarted server's events reach the page too (the admin's session survived the restart).
      await admin.createLeads([{ name: 'After Restart' }]);
      await expect(leadRow(page, 'After Restart')).toBeVisible({ timeout: LIVE_MS });
      await expect(statCard(page, 'Total Leads')).toHaveText('2');
      expect(await documentIsMarked(page)).toBe(true);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
