// /leads follows changes made anywhere while it is open, through the browser's one live stream (issue 13):
// another browser's new lead, twenty tabs on one stream with a twenty-first still quick, and a server restart.
import type { Page } from '@playwright/test';
import { startDialerServer, type DialerServer } from './dialer-server';
import { expect, leadRow, newLeadsAdmin, openLeads, statCard, test } from './fixtures/leads';
import { documentIsMarked, EVENTS_PATH, expectLive, markDocument } from './fixtures/live';

// Far below the 30-second fallback: a change must arrive through the stream, not through polling.
const LIVE_MS = 3_000;
// A step in the twenty-first tab: far below the default timeouts, which a connection-starved tab would reach.
const QUICK_MS = 3_000;

async function addLeadThroughForm(page: Page, firstName: string, lastName: string, timeout?: number) {
  const options = timeout ? { timeout } : {};
  await page.getByRole('button', { name: 'Add Lead' }).click(options);
  const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
  await dialog.getByLabel('First Name').fill(firstName, options);
  await dialog.getByLabel('Last Name').fill(lastName, options);
  await dialog.getByRole('button', { name: 'Create' }).click(options);
  await expect(dialog).toHaveCount(0, options);
}

/** The stream requests the server saw (its request log names each /api/v1/events request once). */
function streamsInLog(server: DialerServer): number {
  return server.log().split('\n').filter((line) => line.includes(`GET ${EVENTS_PATH} `)).length;
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
    await expect(statCard(page, 'New')).toHaveText('2', { timeout: LIVE_MS });
    expect(await documentIsMarked(page)).toBe(true);
    expect(pageProblems.messages).toEqual([]);
  });

  test('twenty tabs share one stream and all get the events; a twenty-first tab works without delay', async ({
    page,
    context,
    admin,
    dialer,
  }) => {
    test.setTimeout(90_000);
    const streamRequests: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === EVENTS_PATH) streamRequests.push(request.url());
    });
    const streamsBefore = streamsInLog(dialer);

    await openLeads(page, admin);
    await expectLive(page);
    const tabs = [page];
    while (tabs.length < 20) {
      const tab = await context.newPage();
      await tab.goto('/leads');
      await expect(tab.getByRole('heading', { name: 'Leads Management', level: 1 })).toBeVisible();
      await expectLive(tab);
      tabs.push(tab);
    }

    // The twenty-first: every step answers quickly although twenty tabs are open and live.
    const extra = await context.newPage();
    await extra.goto('/leads', { timeout: QUICK_MS });
    await expect(extra.getByRole('heading', { name: 'Leads Management', level: 1 })).toBeVisible({ timeout: QUICK_MS });
    await expect(extra.getByText('Loading leads...')).toHaveCount(0, { timeout: QUICK_MS });
    await addLeadThroughForm(extra, 'Tabitha', 'Twentyone', QUICK_MS);
    await expect(leadRow(extra, 'Tabitha Twentyone')).toBeVisible({ timeout: QUICK_MS });

    for (const tab of [tabs[0]!, tabs[9]!, tabs[19]!]) {
      await expect(leadRow(tab, 'Tabitha Twentyone')).toBeVisible({ timeout: LIVE_MS });
      await expect(statCard(tab, 'Total Leads')).toHaveText('1');
    }
    // One stream for the whole browser: the server saw one, and no tab opened one of its own (Playwright sees the
    // tabs' requests, not the shared worker's).
    expect(streamsInLog(dialer) - streamsBefore).toBe(1);
    expect(streamRequests).toEqual([]);
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
