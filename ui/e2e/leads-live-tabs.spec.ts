// Twenty tabs of /leads in one browser share the browser's one live stream: browsers allow 6
// HTTP/1.1 connections per host for all tabs together, so a stream per tab would leave a twenty-first tab, and
// every other request, waiting. Here a twenty-first tab works without delay and all twenty get the events.
import type { Page } from '@playwright/test';
import type { DialerServer } from './dialer-server';
import { expect, leadRow, openLeads, statCard, test } from './fixtures/leads';
import { EVENTS_PATH, expectLive } from './fixtures/live';

// Twenty-one pages each recording screenshots for a trace slow a 2-core machine more than the test itself.
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

// A step in the twenty-first tab: far below the default timeouts, which a connection-starved tab would reach.
const QUICK_MS = 5_000;
// Far below the 30-second fallback: the change must arrive through the stream.
const LIVE_MS = 5_000;

/** The streams the server opened since `mark` (its request log has a line for each, once it is open). */
function streamsOpenedSince(server: DialerServer, mark: number): number {
  return server
    .logSince(mark)
    .split('\n')
    .filter((line) => line.includes(`GET ${EVENTS_PATH} 200`)).length;
}

async function addLeadThroughForm(page: Page, firstName: string, lastName: string) {
  await page.getByRole('button', { name: 'Add Lead' }).click({ timeout: QUICK_MS });
  const dialog = page.getByRole('dialog', { name: 'Add New Lead' });
  await dialog.getByLabel('First Name').fill(firstName, { timeout: QUICK_MS });
  await dialog.getByLabel('Last Name').fill(lastName, { timeout: QUICK_MS });
  await dialog.getByRole('button', { name: 'Create' }).click({ timeout: QUICK_MS });
  await expect(dialog).toHaveCount(0, { timeout: QUICK_MS });
}

test.describe('one stream per browser', () => {
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
    await openLeads(page, admin);
    await expectLive(page);
    // From here on: signing in and the first page's load may have opened (and, navigating, reopened) the stream.
    const logMark = dialer.logMark();
    // The other nineteen all at once, as when a browser restores its tabs.
    const others = await Promise.all(
      Array.from({ length: 19 }, async () => {
        const tab = await context.newPage();
        await tab.goto('/leads');
        await expectLive(tab, 20_000);
        return tab;
      }),
    );
    const tabs = [page, ...others];

    // The twenty-first: every step answers quickly although twenty tabs are open and live.
    const extra = await context.newPage();
    await extra.goto('/leads', { timeout: QUICK_MS });
    await expect(extra.getByRole('heading', { name: 'Leads Management', level: 1 })).toBeVisible({ timeout: QUICK_MS });
    await expect(extra.getByText('Loading leads...')).toHaveCount(0, { timeout: QUICK_MS });
    await addLeadThroughForm(extra, 'Tabitha', 'Twentyone');
    await expect(leadRow(extra, 'Tabitha Twentyone')).toBeVisible({ timeout: QUICK_MS });

    for (const tab of [tabs[0]!, tabs[9]!, tabs[19]!]) {
      await expect(leadRow(tab, 'Tabitha Twentyone')).toBeVisible({ timeout: LIVE_MS });
      await expect(statCard(tab, 'Total Leads')).toHaveText('1');
    }
    // One stream for the whole browser: the twenty more tabs opened none on the server, and no tab opened one of
    // its own (Playwright sees the tabs' requests, not the shared worker's).
    expect(streamsOpenedSince(dialer, logMark)).toBe(0);
    expect(streamRequests).toEqual([]);
  });
});
