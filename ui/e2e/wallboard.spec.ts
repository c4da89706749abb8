// The wallboard (/wallboard) on a 1920 × 1080 TV against the real server, the Twilio stub and a player of Twilio's
// side: an admin opens it; an agent (driven through the API, as its own browser would) goes ready, places a phone
// call whose lead rings and answers; the tiles, the calls and today's figures follow live. Then the server restarts
// on the same database and port, and the wallboard reconnects by itself, reloads, and follows the call's end.
// A floor of fifty agents and six campaigns fits the screen without scrolling. An agent may not open it.
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, openSignedIn, startSession, type TestUser } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, problemsBesides } from './fixtures';
import { expectLive } from './fixtures/live';
import { apiLogin, hex } from './fixtures/phone-floor';
import { capture } from './fixtures/screenshots';
import { PUBLIC_URL, test, zoneInDaytime } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';
import type { TwilioStub } from './twilio-stub';

test.use({ viewport: { width: 1920, height: 1080 } });

// Far below the 10-second polling while the stream is down: a change must arrive through the stream.
const LIVE = { timeout: 3_000 };

type Session = Awaited<ReturnType<typeof apiLogin>>;

/** Calls the API as `who` and expects `status`; returns the answer's JSON. */
function caller(request: APIRequestContext, dialer: DialerServer) {
  return async <T = { id: number }>(who: Session, method: string, path: string, data: unknown, status: number): Promise<T> => {
    const answer = await request.fetch(`${dialer.url}/api/v1${path}`, { method, headers: who.headers, data });
    expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBe(status);
    return (await answer.json()) as T;
  };
}

/** An organization with a connected stub Twilio account of one number, its admin signed in through the API. */
async function organization(dialer: DialerServer, twilio: TwilioStub, request: APIRequestContext, adminName: string) {
  const org = `Wallboard ${hex(3)}`;
  const account = { sid: `AC${hex(16)}`, authToken: hex(16), callerId: '+14155550100' };
  twilio.addAccount({
    sid: account.sid,
    authToken: account.authToken,
    friendlyName: 'Wallboard Co',
    numbers: [{ sid: `PN${hex(16)}`, phoneNumber: account.callerId, friendlyName: 'Main line' }],
  });
  const adminUser = await createUser(dialer, { role: 'admin', org, name: adminName });
  const admin = await apiLogin(request, dialer, adminUser);
  const api = caller(request, dialer);
  await api(admin, 'PUT', '/telephony', { accountSid: account.sid, authToken: account.authToken }, 200);
  await api(admin, 'POST', '/phone-numbers/sync', undefined, 200);
  return { org, account, adminUser, admin, api };
}

function figure(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByTestId('wallboard-figure');
}

/** Opens the wallboard as `user` and waits for its live stream. */
async function openWallboard(page: Page, user: TestUser) {
  // Full screen, without the shell's top bar.
  await startSession(page, user);
  await page.goto('/wallboard');
  await expect(page.getByRole('heading', { name: 'Wallboard', level: 1 })).toBeVisible();
  await expectLive(page);
}

test.describe('wallboard', () => {
  test('follows an agent going ready and onto a call, and after a server restart reconnects by itself and keeps following', async ({
    page,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { org, account, adminUser, admin, api } = await organization(dialer, twilio, request, 'Wanda Admin');
    const agentUser = await createUser(dialer, { role: 'agent', org, name: 'Ana Alvarez' });
    const agent = await apiLogin(request, dialer, agentUser);
    const list = await api(admin, 'POST', '/lists', { name: 'Roofs' }, 201);
    const lead = await api(admin, 'POST', '/leads', { name: 'Lena Lead', phone: '(415) 555-0199', listId: list.id, timezone: zoneInDaytime() }, 201);
    const campaign = await api(admin, 'POST', '/campaigns', { name: 'Roofs West', callerId: account.callerId, listIds: [list.id], agentIds: [agent.id] }, 201);
    await api(admin, 'POST', `/campaigns/${campaign.id}/activate`, undefined, 200);
    // The agent is rung on the phone of its profile first.
    await api(admin, 'PUT', `/mayor/agents/${agent.id}`, { phone: '+1 415 555 0123' }, 200);

    let stateLoads = 0;
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/v1/agents/states') stateLoads++;
    });
    await openWallboard(page, adminUser);
    await expect(page.getByRole('banner')).toHaveCount(0); // full screen: no top bar, no drawer
    const tile = page.getByTestId('wallboard-agent').filter({ hasText: 'Ana Alvarez' });
    // Never at work today: not on the board yet.
    await expect(page.getByText('No agent is on the floor today.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Roofs West' })).toContainText('Preview');

    await api(agent, 'PUT', '/me/state', { state: 'ready', campaignId: campaign.id }, 200);
    await expect(tile).toHaveAttribute('data-state', 'ready', LIVE);
    await expect(tile.getByTestId('wallboard-agent-state')).toHaveText('Ready');
    // The time in the state counts up each second by itself.
    await expect(tile.getByTestId('wallboard-agent-time')).toHaveText(/^0:0[2-9]$/, { timeout: 5_000 });

    // The agent calls the lead by phone: on a call at once, the call ringing until the lead answers.
    const calls = page.getByRole('region', { name: 'Calls', exact: true });
    await api(agent, 'POST', '/calls', { campaignId: campaign.id, leadId: lead.id, audio: 'phone' }, 201);
    await expect(tile).toHaveAttribute('data-state', 'on_call', LIVE);
    await expect(calls.getByTestId('wallboard-ringing')).toHaveText('1', LIVE);
    await expect(calls.getByTestId('wallboard-in-progress')).toHaveText('0');
    await expect.poll(() => twilio.calls.filter((c) => c.accountSid === account.sid).length).toBe(1);
    const placed = twilio.calls.find((c) => c.accountSid === account.sid)!;
    const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid: account.sid, authToken: account.authToken });
    for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
      expect((await player.status(placed.statusCallback, placed.sid, status, sequence)).status).toBe(200);
    }
    const agentLeg = { callSid: placed.sid, from: account.callerId, to: placed.to };
    await player.phoneAnswers(placed.url, agentLeg);
    const leadStatus = (await player.pressOne(placed.url, agentLeg)).number.statusCallback!;
    const leadSid = `CA${hex(16)}`;
    for (const [sequence, status] of ['initiated', 'ringing'].entries()) {
      expect((await player.status(leadStatus, leadSid, status, sequence)).status).toBe(200);
    }
    await expect(calls.getByTestId('wallboard-ringing')).toHaveText('1');
    expect((await player.status(leadStatus, leadSid, 'in-progress', 2)).status).toBe(200);
    await expect(calls.getByTestId('wallboard-in-progress')).toHaveText('1', LIVE);
    await expect(calls.getByTestId('wallboard-ringing')).toHaveText('0');
    const inProgress = calls.getByTestId('wallboard-call');
    await expect(inProgress).toContainText('Ana Alvarez · Lena Lead');
    await expect(inProgress.getByTestId('wallboard-call-time')).toHaveText(/^0:0[2-9]$/, { timeout: 5_000 });
    await expect(figure(page, 'Calls today')).toHaveText('1', LIVE);
    // A person answered and an agent took the call: nothing abandoned, well under the limit.
    await expect(page.getByTestId('wallboard-abandon')).toHaveAttribute('data-level', 'under');
    await expect(page.getByTestId('wallboard-abandon-rate')).toHaveText('0.0%');
    // Nothing scrolls on the TV, either way.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);
    await capture(page, testInfo, 'wallboard-call', 1920);

    // The server restarts on the same database and port. The stream resumes from its last id; the new server cannot
    // replay it and says reset, so the wallboard loads everything again — nobody touches the page.
    const loadsBefore = stateLoads;
    await dialer.restart();
    await expect.poll(() => stateLoads, { timeout: 20_000 }).toBeGreaterThan(loadsBefore);
    await expectLive(page, 20_000);

    // And the restarted server's events reach it: the lead hangs up, the agent goes to wrap-up.
    // The agent's browser would keep saying it is there; the restarted server hears it too.
    expect((await request.post(`${dialer.url}/api/v1/me/heartbeat`, { headers: agent.headers })).status()).toBe(204);
    expect((await player.status(leadStatus, leadSid, 'completed', 3, { CallDuration: '42' })).status).toBe(200);
    await expect(tile).toHaveAttribute('data-state', 'wrap_up', LIVE);
    await expect(calls.getByTestId('wallboard-in-progress')).toHaveText('0', LIVE);
    await expect(figure(page, 'Talk time')).toHaveText('0:42', LIVE);
    await expect(page.getByTestId('wallboard-stale')).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await capture(page, testInfo, 'wallboard-after-restart', 1280);
    // While the server was down a poll may have found nobody there; Chromium logs that refused connection as an
    // error of its own. Nothing else may be logged.
    expect(problemsBesides(pageProblems, [], ['Failed to load resource: net::ERR_CONNECTION_REFUSED'])).toEqual([]);
  });

  test('a floor of fifty agents and six campaigns fits 1920 × 1080 without scrolling', async ({
    page,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { org, account, adminUser, admin, api } = await organization(dialer, twilio, request, 'Fran Floor');
    const first = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivan', 'Jo'];
    const last = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Eriksen'];
    const names = last.flatMap((family) => first.map((given) => `${given} ${family}`));
    const customers = ['Park', 'Quinn', 'Reyes', 'Stone', 'Tran', 'Ueda', 'Vega'];
    // Two at a time: each user is a password hash, and the machine has two cores.
    const agents: Session[] = [];
    for (let i = 0; i < names.length; i += 2) {
      const made = await Promise.all(names.slice(i, i + 2).map((name) => createUser(dialer, { role: 'agent', org, name })));
      agents.push(...(await Promise.all(made.map((user) => apiLogin(request, dialer, user)))));
    }
    const campaignNames = ['Solar West', 'Solar East', 'Roof Renewals', 'Windows Spring', 'Insulation', 'Heat Pumps'];
    const campaigns: Array<{ id: number; list: number }> = [];
    for (const [index, name] of campaignNames.entries()) {
      const list = await api(admin, 'POST', '/lists', { name: `${name} leads` }, 201);
      const agentIds = agents.filter((_, i) => i % campaignNames.length === index).map((agent) => agent.id);
      const campaign = await api(admin, 'POST', '/campaigns', { name, callerId: account.callerId, listIds: [list.id], agentIds }, 201);
      await api(admin, 'POST', `/campaigns/${campaign.id}/activate`, undefined, 200);
      campaigns.push({ id: campaign.id, list: list.id });
    }
    const zone = zoneInDaytime();
    const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid: account.sid, authToken: account.authToken });
    // Every agent at work in its campaign; then a mix the way a floor looks mid-morning.
    for (const [i, agent] of agents.entries()) {
      const campaign = campaigns[i % campaigns.length]!;
      await api(agent, 'PUT', '/me/state', { state: 'ready', campaignId: campaign.id }, 200);
      const role = i % 10;
      if (role === 3 || role === 4) {
        await api(admin, 'PUT', `/mayor/agents/${agent.id}`, { phone: `+1 415 555 01${String(i).padStart(2, '0')}` }, 200);
        const lead = await api(admin, 'POST', '/leads', { name: `${first[(i * 3) % first.length]} ${customers[i % customers.length]}`, phone: `(212) 555-01${String(i).padStart(2, '0')}`, listId: campaign.list, timezone: zone }, 201);
        const call = await api(agent, 'POST', '/calls', { campaignId: campaign.id, leadId: lead.id, audio: 'phone' }, 201);
        // Half the calls reach the lead, who answers; the others still ring.
        if (role === 3) {
          const placed = twilio.calls.find((c) => c.url.endsWith(`call=${(call as { id: number }).id}`))!;
          for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
            await player.status(placed.statusCallback, placed.sid, status, sequence);
          }
          const leg = { callSid: placed.sid, from: account.callerId, to: placed.to };
          await player.phoneAnswers(placed.url, leg);
          const leadStatus = (await player.pressOne(placed.url, leg)).number.statusCallback!;
          const leadSid = `CA${hex(16)}`;
          for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
            await player.status(leadStatus, leadSid, status, sequence);
          }
        }
      } else if (role === 5 || role === 7) {
        await api(agent, 'PUT', '/me/state', { state: 'paused', reason: role === 5 ? 'Lunch' : 'Training' }, 200);
      } else if (role === 9 && i > 40) {
        await api(agent, 'PUT', '/me/state', { state: 'offline' }, 200);
      }
    }

    await openWallboard(page, adminUser);
    await expect(page.getByTestId('wallboard-agent')).toHaveCount(50);
    await expect(page.getByTestId('wallboard-campaign')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Calls', exact: true }).getByTestId('wallboard-in-progress')).toHaveText('5');
    await capture(page, testInfo, 'wallboard-fifty-agents', 1920);
    // The page fits the window (it never scrolls at this size), and so does everything on it: each tile, campaign and
    // call whole inside the screen, and no tile's text cut off inside the tile.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(1080);
    const parts = page.locator('[data-testid="wallboard-agent"], [data-testid="wallboard-campaign"], [data-testid="wallboard-call"]');
    const placed = await parts.evaluateAll((elements) =>
      elements.map((element) => ({
        bottom: element.getBoundingClientRect().bottom,
        right: element.getBoundingClientRect().right,
        clipped: element.scrollHeight > element.clientHeight + 1,
      })),
    );
    expect(placed.length).toBeGreaterThanOrEqual(50 + 6 + 5);
    for (const part of placed) {
      expect(part.bottom).toBeLessThanOrEqual(1080);
      expect(part.right).toBeLessThanOrEqual(1920);
      expect(part.clipped).toBe(false);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await capture(page, testInfo, 'wallboard-fifty-agents', 1280);
    expect(pageProblems.messages).toEqual([]);
  });

  test('an agent is told it has no access', async ({ page, dialer, pageProblems }) => {
    const agent = await createUser(dialer, { role: 'agent', name: 'Otto Agent' });
    await openSignedIn(page, agent, '/wallboard');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
    // Shown inside the usual shell, with its way home.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('wallboard-agent')).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });
});
