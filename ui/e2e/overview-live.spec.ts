// The Overview moving while an agent works, against the real server, the Twilio stub and the Twilio player: an
// admin keeps /dashboard open while an agent on /mycalls calls three preview leads through its phone; each call
// shows in the figures, the agents by state, the calls-per-hour chart, the outcomes and the per-agent chart
// without a reload. Then the range picker shows yesterday (nothing), the last 7 days (per day) and today again.
// Screenshots at 1280 and 768.
import type { Page } from '@playwright/test';
import { openSignedIn } from './accounts';
import { expect, unexpectedProblems } from './fixtures';
import { CALLER_ID, hex, phoneFloor, zoneAtNoon } from './fixtures/phone-floor';
import { capture } from './fixtures/screenshots';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';

const figure = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true }).getByTestId('figure-value');

test('the overview follows an agent working three calls, live', async ({ page, browser, dialer, twilio, request, pageProblems }, testInfo) => {
  test.setTimeout(120_000);
  const { accountSid, authToken, admin, agent, agentApi, send } = await phoneFloor({ dialer, twilio, request }, `Overview ${hex(3)}`);
  const list = await send('post', '/lists', { name: `Homeowners ${hex(2)}` }, 201);
  const campaign = await send<{ id: number; name: string }>(
    'post',
    '/campaigns',
    { name: `Solar ${hex(2)}`, callerId: CALLER_ID, listIds: [list.id], agentIds: [agentApi.id], wrapUpSeconds: 120 },
    201,
  );
  await send('post', `/campaigns/${campaign.id}/activate`, undefined, 200);
  for (const [index, name] of ['Nora North', 'Omar Oak', 'Pia Pine'].entries()) {
    await send('post', '/leads', { name, phone: `+1 415 555 01${80 + index}`, timezone: zoneAtNoon(), listId: list.id }, 201);
  }
  await send('post', `/campaigns/${campaign.id}/hopper/refill`, undefined, 200);

  // The admin's overview: nothing yet today.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, admin, '/agents');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('range-title')).toHaveText('Today');
  await expect(figure(page, 'Calls')).toHaveText('0');
  await expect(page.getByText('No call was given an outcome in this range.')).toBeVisible();
  await expect(page.getByTestId('live-indicator')).toHaveText(/Live/);
  const hopperCell = page.getByRole('row', { name: new RegExp(campaign.name) });
  await expect(hopperCell).toContainText('3 /');

  // The agent, in a browser of its own.
  const agentContext = await browser.newContext({ baseURL: dialer.url });
  const desk = await agentContext.newPage();
  await openSignedIn(desk, agent, '/mycalls');
  await expect(desk.getByTestId('agent-state').getByLabel('Campaign')).toHaveValue(String(campaign.id));
  await expect(page.getByTestId('agents-offline')).toHaveText('2'); // the admin and the agent
  await desk.keyboard.press('r');
  // Ready, then holding its first lead (reserved in preview): no longer offline.
  await expect(page.getByTestId('agents-offline')).toHaveText('1');

  const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid, authToken });
  const outcomes = ['8', '7', '5']; // Sale, Interested, Not Interested
  for (const [index, key] of outcomes.entries()) {
    const held = desk.getByTestId('held-lead');
    await expect(held.getByTestId('lead-name')).toBeVisible();
    await held.getByText('My phone').click();
    await desk.keyboard.press('c');
    await expect.poll(() => twilio.calls.filter((c) => c.accountSid === accountSid).length).toBe(index + 1);
    const placed = twilio.calls.filter((c) => c.accountSid === accountSid)[index]!;
    for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
      expect((await player.status(placed.statusCallback, placed.sid, status, sequence)).status).toBe(200);
    }
    const agentLeg = { callSid: placed.sid, from: placed.from, to: placed.to };
    await player.phoneAnswers(placed.url, agentLeg);
    const twiml = await player.pressOne(placed.url, agentLeg);
    const leadLeg = twiml.number.statusCallback!;
    const leadSid = `CA${hex(16)}`;
    expect((await player.status(leadLeg, leadSid, 'initiated', 0)).status).toBe(200);
    expect((await player.status(leadLeg, leadSid, 'ringing', 1)).status).toBe(200);
    expect((await player.status(leadLeg, leadSid, 'in-progress', 2)).status).toBe(200);
    // On the overview, without a reload: the call counted, the agent on it.
    await expect(figure(page, 'Calls')).toHaveText(String(index + 1));
    await expect(figure(page, 'Answered')).toHaveText(String(index + 1));
    await expect(page.getByTestId('agents-on_call')).toHaveText('1');
    if (index === 0) await capture(page, testInfo, 'dashboard-on-a-call', 1280);
    expect((await player.status(leadLeg, leadSid, 'completed', 3, { CallDuration: '42' })).status).toBe(200);
    await expect(desk.getByTestId('wrap-up')).toContainText('A disposition is required before the next lead');
    await expect(page.getByTestId('agents-on_call')).toHaveText('0');
    await expect(page.getByTestId('agents-wrap_up')).toHaveText('1');
    await desk.keyboard.press(key);
    await expect(figure(page, 'Contacts')).toHaveText(String(index + 1));
    if (index < outcomes.length - 1) await desk.getByTestId('wrap-up').getByRole('button', { name: 'Next lead now' }).click();
  }

  // Every tile and chart followed: one sale, one interested, one not interested; the agent's three calls.
  await expect(figure(page, 'Conversions')).toHaveText('1');
  await expect(figure(page, 'Contacts')).toHaveText('3');
  await expect(page.getByTestId('outcome-sale')).toContainText('1');
  await expect(page.getByTestId('outcome-interested')).toContainText('1');
  await expect(page.getByTestId('outcome-not_interested')).toContainText('1');
  await expect(page.getByRole('listitem', { name: 'Sam Rivers: 3 calls, 3 contacts, 1 conversions' })).toBeVisible();
  await expect(page.getByTestId('comparison-summary')).toHaveText('3 calls, 0 calls before');
  await expect(page.getByTestId('comparison-chart').locator('canvas')).toBeVisible();
  await expect(hopperCell).toContainText('0 /');
  await capture(page, testInfo, 'dashboard-after-three-calls', 1280);
  await page.setViewportSize({ width: 768, height: 900 });
  await capture(page, testInfo, 'dashboard-after-three-calls', 768);

  // Yesterday: nothing; today again: the three calls.
  await page.getByLabel('Date range').selectOption('yesterday');
  await expect(page.getByTestId('range-title')).toHaveText('Yesterday');
  await expect(figure(page, 'Calls')).toHaveText('0');
  await expect(page.getByTestId('comparison-summary')).toHaveText('0 calls, 0 calls before');
  // The last 7 days: asked per day of the browser's zone (seven bars), the three calls in today's.
  const week = page.waitForResponse((r) => r.url().includes('/api/v1/overview?') && r.url().includes('per=day'));
  await page.getByLabel('Date range').selectOption('last7');
  const weekFigures = (await (await week).json()) as { days: Array<{ calls: number }>; previousDays: unknown[] };
  expect(weekFigures.days).toHaveLength(7);
  expect(weekFigures.days[6]!.calls).toBe(3);
  expect(weekFigures.previousDays).toHaveLength(7);
  await expect(page.getByTestId('range-title')).toHaveText('Last 7 days');
  await expect(figure(page, 'Calls')).toHaveText('3');
  await expect(page.getByTestId('comparison-summary')).toHaveText('3 calls, 0 calls before');
  await page.getByLabel('Date range').selectOption('custom');
  await expect(page.getByLabel('From')).toBeVisible();
  await page.getByLabel('Date range').selectOption('today');
  await expect(figure(page, 'Calls')).toHaveText('3');

  await agentContext.close();
  expect(unexpectedProblems(pageProblems)).toEqual([]);
});
