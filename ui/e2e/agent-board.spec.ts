// The admins' live board on /agents against the real server: an agent in another browser goes ready in a running
// campaign, pauses for lunch, works again and goes offline, and the admin's board follows each step within a
// second without a reload — the state's badge, the time in it ticking, the counts by state and today's figures.
// A board that fails to load says the server's sentence and loads on Try Again; agents never see it.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createUser, logIn, openSignedIn, type TestUser } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, test, unexpectedProblems } from './fixtures';
import { zoneAtNoon } from './fixtures/phone-floor';
import { capture, WIDTHS } from './fixtures/screenshots';

/** The board follows agent.state events: a change must show within this long. */
const WITHIN_A_SECOND = { timeout: 1_000 };

async function apiSession(request: APIRequestContext, dialer: DialerServer, user: TestUser) {
  const session = await logIn(request, user, dialer.url);
  return { session, id: (session.user as { id: number }).id, headers: { Authorization: `Bearer ${session.token}` } };
}

function boardOf(page: Page) {
  const board = page.getByRole('region', { name: 'Live board' });
  return {
    board,
    row: (name: string) => board.getByTestId('board-row').filter({ hasText: name }),
    count: (label: string) => board.getByRole('list', { name: 'Agents by state' }).getByRole('listitem', { name: new RegExp(`^${label}: `) }),
  };
}

/** Clicks a state button on /mycalls and waits until the server has taken the change. */
async function changeState(agentPage: Page, button: string) {
  const bar = agentPage.getByTestId('agent-state');
  const changed = agentPage.waitForResponse((r) => r.url().endsWith('/api/v1/me/state') && r.request().method() === 'PUT');
  await bar.getByRole('button', { name: button, exact: true }).click();
  expect((await changed).status()).toBe(200);
}

/** The row's six figures of today: calls, talk time, contacts, conversions, average handle, paused. */
function figures(row: Locator) {
  return row.getByTestId('board-figure');
}

test.describe('live agent board', () => {
  test('the admin sees an agent go ready, pause for lunch and go offline as it happens, with its day so far', async ({
    page,
    browser,
    request,
    dialer,
    pageProblems,
  }, testInfo) => {
    test.setTimeout(90_000);
    const org = `Board ${randomBytes(3).toString('hex')}`;
    const admin = await createUser(dialer, { role: 'admin', org, name: 'Ada Admin' });
    const agent = await createUser(dialer, { role: 'agent', org, name: 'Sam Rivers' });
    const colleague = await createUser(dialer, { role: 'agent', org, name: 'Lee Park' });
    const adminApi = await apiSession(request, dialer, admin);
    const agentApi = await apiSession(request, dialer, agent);
    const colleagueApi = await apiSession(request, dialer, colleague);
    const list = await request.post(`${dialer.url}/api/v1/lists`, { headers: adminApi.headers, data: { name: 'Floor' } });
    const listId = ((await list.json()) as { id: number }).id;
    const campaignName = `Solar ${randomBytes(2).toString('hex')}`;
    const created = await request.post(`${dialer.url}/api/v1/campaigns`, {
      headers: adminApi.headers,
      data: { name: campaignName, listIds: [listId], callerId: '+12025550147', agentIds: [agentApi.id, colleagueApi.id] },
    });
    expect(created.status()).toBe(201);
    const campaignId = ((await created.json()) as { id: number }).id;
    expect((await request.post(`${dialer.url}/api/v1/campaigns/${campaignId}/activate`, { headers: adminApi.headers })).status()).toBe(200);

    // The first load fails: the server's sentence and Try Again, then the board. The stream is already up when the
    // board opens (the first stream's start reloads every screen once, which would race the Try Again below), so
    // the board reloads on events only and nothing but Try Again loads it.
    await openSignedIn(page, adminApi.session, '/agents');
    await expect(page).toHaveURL(/\/agents$/);
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
    await page.getByRole('navigation').getByRole('link', { name: 'Overview', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.route('**/api/v1/agents/states', (route) =>
      route.fulfill({ status: 503, json: { error: 'The database is busy, try again', code: 'unavailable' } }),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/agents$/);
    const { board, row, count } = boardOf(page);
    await expect(board.getByRole('alert')).toContainText('The database is busy, try again');
    await expect(board.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
    await page.unroute('**/api/v1/agents/states');
    await board.getByRole('button', { name: 'Try Again' }).click();

    await expect(board).toContainText('No agent is working right now.');
    await expect(count('Offline')).toHaveAccessibleName('Offline: 3');
    await expect(count('Ready')).toHaveAccessibleName('Ready: 0');
    await expect(board.getByTestId('board-row')).toHaveCount(0);

    const agentContext = await browser.newContext({ baseURL: dialer.url });
    const agentPage = await agentContext.newPage();
    await openSignedIn(agentPage, agentApi.session, '/mycalls');
    await expect(agentPage.getByTestId('agent-state').getByLabel('Campaign')).toHaveValue(String(campaignId));

    await changeState(agentPage, 'Ready');
    const sam = row('Sam Rivers');
    await expect(sam.getByTestId('board-state')).toHaveText('Ready', WITHIN_A_SECOND);
    await expect(sam).toContainText(campaignName);
    await expect(count('Ready')).toHaveAccessibleName('Ready: 1');
    await expect(count('Offline')).toHaveAccessibleName('Offline: 2');
    await expect(board).not.toContainText('No agent is working right now.');
    // Today so far: no calls yet, all zeros (no average without calls).
    await expect(figures(sam)).toHaveText(['0', '0:00', '0', '0', '—', '0:00']);
    const time = sam.getByTestId('board-time-in-state');
    const startedAt = await time.textContent();
    await expect(time).not.toHaveText(startedAt ?? '');
    await expect(time).toHaveText(/^0:0\d$/);

    await agentPage.getByTestId('agent-state').getByLabel('Pause reason').selectOption('Lunch');
    await changeState(agentPage, 'Pause');
    await expect(sam.getByTestId('board-state')).toHaveText('Paused', WITHIN_A_SECOND);
    // The time starts again with the new state.
    expect(await time.textContent()).toMatch(/^0:0[01]$/);
    await expect(sam.getByTestId('board-pause-reason')).toHaveText('Lunch');
    // The agents table below says the same: paused is Away.
    const samListed = page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: agent.email });
    await expect(samListed.getByText('Away')).toHaveAttribute('data-tone', 'warning');
    await expect(count('Paused')).toHaveAccessibleName('Paused: 1');
    await expect(count('Ready')).toHaveAccessibleName('Ready: 0');

    // A colleague at work too.
    const ready = await request.put(`${dialer.url}/api/v1/me/state`, {
      headers: colleagueApi.headers,
      data: { state: 'ready', campaignId },
    });
    expect(ready.status()).toBe(200);
    const lee = row('Lee Park');
    await expect(lee.getByTestId('board-state')).toHaveText('Ready', WITHIN_A_SECOND);
    // The colleague takes a lead to preview: reserved, with the lead's name, counted as on a call.
    const lead = await request.post(`${dialer.url}/api/v1/leads`, {
      headers: adminApi.headers,
      data: { name: 'Ada Lovelace', phone: '+1 415 555 0181', timezone: zoneAtNoon(), listId },
    });
    expect(lead.status()).toBe(201);
    const refill = await request.post(`${dialer.url}/api/v1/campaigns/${campaignId}/hopper/refill`, { headers: adminApi.headers });
    expect(refill.status()).toBe(200);
    const next = await request.post(`${dialer.url}/api/v1/me/next-lead`, { headers: colleagueApi.headers });
    expect(((await next.json()) as { held: unknown }).held).not.toBeNull();
    await expect(lee.getByTestId('board-state')).toHaveText('Reserved', WITHIN_A_SECOND);
    await expect(lee.getByTestId('board-lead')).toHaveText('Ada Lovelace');
    await expect(count('On call')).toHaveAccessibleName('On call: 1');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, testInfo, 'agent-board', width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Back from lunch after at least a second: the figures follow the change, with the paused time counted.
    await expect(time).not.toHaveText('0:00');
    await changeState(agentPage, 'Ready');
    await expect(sam.getByTestId('board-state')).toHaveText('Ready', WITHIN_A_SECOND);
    await expect(figures(sam).nth(5)).toHaveText(/^0:0[1-9]$/);

    // Offline, the agent stays on the board for its day so far, faded.
    await changeState(agentPage, 'Go offline');
    await expect(sam.getByTestId('board-state')).toHaveText('Offline', WITHIN_A_SECOND);
    await expect(time).toHaveText('—');
    await expect(count('Offline')).toHaveAccessibleName('Offline: 2');

    // The route is the admins': an agent opening it gets the not-allowed screen, never the board.
    await agentPage.goto('/agents');
    await expect(agentPage.getByText("You don't have access to this page")).toBeVisible();
    await expect(agentPage.getByRole('region', { name: 'Live board' })).toHaveCount(0);
    await agentContext.close();

    expect(unexpectedProblems(pageProblems, 503)).toEqual([]);
  });
});
