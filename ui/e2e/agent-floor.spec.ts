// A calling floor in three browsers against the real server and the Twilio stub, the way a centre runs a day: two
// agents in a progressive campaign work their calls from the keyboard alone (R to go ready, H to hang up, a digit
// for the disposition), one of them promises a lead a callback for itself a minute or two ahead and the dialer
// brings that lead back to that agent when it is due; the admin's live board follows every state within a second.
// The server runs on its test clock, started at the real time: the test moves it on a second each second, so the
// ringing and the three-second wrap-up pass as they would, and straight to the callback's minute once the floor's
// work is done, instead of waiting up to a minute and a half of real time for it.
// Twilio's side is played: each placed call rings for two seconds and a person answers; a hang-up is reported back
// as Twilio would. A headless browser cannot reach Twilio, so the player joins each agent's conference as the Voice
// SDK would.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createUser, openSignedIn, type TestUser } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, unexpectedProblems } from './fixtures';
import { capture } from './fixtures/screenshots';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';
import type { PlacedCall, TwilioStub } from './twilio-stub';

// The picker is typed as Chromium's en-US date and time fields take keys, whatever the machine's own locale.
const START = `${new Date().toISOString().slice(0, 19)}Z`;
test.use({ dialerArgs: ['--twilio-calls-per-second', '100', '--test-clock', START], locale: 'en-US' });

const WITHIN_A_SECOND = { timeout: 1_000 };
const LEADS_EACH = 5;
const RING_MS = 2_000;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Hours a fixed-offset zone is ahead of UTC so that it is about 13:00 there now (inside the 08:00–21:00 window). */
function hoursAheadForMidday(now = new Date()): number {
  return 13 - now.getUTCHours();
}

function zoneOf(hoursAhead: number): string {
  if (hoursAhead === 0) return 'Etc/GMT';
  // IANA's Etc zones count the other way round: Etc/GMT-3 is three hours ahead of UTC.
  return hoursAhead > 0 ? `Etc/GMT-${hoursAhead}` : `Etc/GMT+${-hoursAhead}`;
}

/** The lead-local minute at least 20 s after `now`, as the picker takes it: date "2026-11-26", time "13:05". */
function nextMinuteThere(hoursAhead: number, now: number): { date: string; time: string } {
  const there = new Date(now + hoursAhead * 3_600_000 + 20_000);
  there.setUTCSeconds(0, 0);
  there.setUTCMinutes(there.getUTCMinutes() + 1);
  const iso = there.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

async function apiToken(request: APIRequestContext, dialer: DialerServer, user: TestUser) {
  const answer = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: user.email, password: user.password } });
  expect(answer.status()).toBe(200);
  const { token, user: me } = (await answer.json()) as { token: string; user: { id: number } };
  return { id: me.id, headers: { Authorization: `Bearer ${token}` } };
}

type Headers = Record<string, string>;

/**
 * The server's test clock, moved by a superadmin: on a second every second while `running`, or by `seconds` at once.
 */
function testClock(request: APIRequestContext, dialer: DialerServer, headers: Headers) {
  const move = async (seconds: number) => {
    const answer = await request.post(`${dialer.url}/api/v1/test-clock`, { headers, data: { advanceSeconds: seconds } });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  let running = true;
  // A move that fails ends the ticking (as it does once a failed test's request context is gone); stop() says why.
  let failure: unknown;
  const ticking = (async () => {
    try {
      while (running) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        if (running) await move(1);
      }
    } catch (caught: unknown) {
      failure = caught;
    }
  })();
  return {
    move,
    now: async () => {
      const answer = await request.get(`${dialer.url}/api/v1/test-clock`, { headers });
      return Date.parse(((await answer.json()) as { now: string }).now);
    },
    stop: async () => {
      running = false;
      await ticking;
      if (failure) throw failure;
    },
  };
}

/**
 * Twilio's side of every call the dialer places for this account: it rings, a person answers; when the server
 * hangs a call up (POST …/Calls/{Sid}.json Status=completed) the call's end is reported.
 */
function playTwilio(twilio: TwilioStub, player: TwilioPlayer, accountSid: string) {
  const answered = new Set<string>();
  const ended = new Set<string>();
  const placedAt = new Map<string, number>();
  const failures: string[] = [];
  let running = true;
  const callId = (call: PlacedCall) => Number(new URL(call.url).searchParams.get('call'));
  const loop = (async () => {
    while (running) {
      for (const call of twilio.calls.filter((c) => c.accountSid === accountSid)) {
        if (!placedAt.has(call.sid)) {
          placedAt.set(call.sid, Date.now());
          await player.dialerCallReports(callId(call), call.sid, ['initiated', 'ringing']);
        }
        if (!answered.has(call.sid) && Date.now() - placedAt.get(call.sid)! >= RING_MS) {
          answered.add(call.sid);
          await player.dialerCallReports(callId(call), call.sid, ['in-progress']);
          const answer = await player.dialerCallAnswered(callId(call), call.sid, 'human');
          if (answer.status !== 200) failures.push(`call ${callId(call)}: the answer got ${answer.status}`);
        }
      }
      for (const update of twilio.callUpdates) {
        const call = twilio.calls.find((c) => c.sid === update.sid);
        if (!call || call.accountSid !== accountSid || ended.has(update.sid) || update.form.get('Status') !== 'completed') continue;
        ended.add(update.sid);
        await player.dialerCallReports(callId(call), call.sid, ['completed'], 30 + ended.size);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    failures,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

interface Agent {
  user: TestUser;
  id: number;
  page: Page;
  badge: Locator;
  /** This agent's row on the admin's board. */
  boardState: Locator;
  worked: string[];
}

test.describe('a calling floor', () => {
  test('two agents work a progressive campaign from the keyboard alone, a callback comes back to its agent, the board follows', async ({
    page,
    browser,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    test.setTimeout(180_000);
    const org = `Floor ${hex(3)}`;
    const accountSid = `AC${hex(16)}`;
    const authToken = hex(16);
    const callerId = '+14155550150';
    twilio.addAccount({ sid: accountSid, authToken, friendlyName: 'Floor Co', numbers: [{ sid: `PN${hex(16)}`, phoneNumber: callerId, friendlyName: 'Main' }] });
    const adminUser = await createUser(dialer, { role: 'admin', org, name: 'Ada Admin' });
    const admin = await apiToken(request, dialer, adminUser);
    const people = [await createUser(dialer, { role: 'agent', org, name: 'Ana Alvarez' }), await createUser(dialer, { role: 'agent', org, name: 'Ben Brooks' })];
    const sessions = [await apiToken(request, dialer, people[0]!), await apiToken(request, dialer, people[1]!)];
    const ids = sessions.map((session) => session.id);
    // The clock is the whole server's: its superadmin belongs to another organization, off this floor's board.
    const clockOwner = await createUser(dialer, { role: 'superadmin', org: `Clock ${hex(3)}` });
    const clock = testClock(request, dialer, (await apiToken(request, dialer, clockOwner)).headers);
    const admitted = async (path: string, data: unknown, status: number, method = 'POST') => {
      const answer = await request.fetch(`${dialer.url}/api/v1${path}`, { method, headers: admin.headers, data });
      expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
      return (await answer.json()) as { id: number };
    };
    await admitted('/telephony', { accountSid, authToken }, 200, 'PUT');
    await admitted('/phone-numbers/sync', undefined, 200);
    const list = await admitted('/lists', { name: 'Roofs' }, 201);
    const campaign = await admitted(
      '/campaigns',
      { name: 'Roofs progressive', dialMode: 'progressive', callerId, listIds: [list.id], agentIds: ids, wrapUpSeconds: 3 },
      201,
    );
    const hoursAhead = hoursAheadForMidday();
    const zone = zoneOf(hoursAhead);
    // Exactly as many leads as the two agents work: afterwards only the callback is left to dial.
    for (let i = 0; i < 2 * LEADS_EACH; i += 1) {
      await admitted('/leads', { name: `Lead ${String.fromCharCode(65 + i)} Roof`, phone: `+1 415 555 01${20 + i}`, timezone: zone, listId: list.id }, 201);
    }
    await admitted(`/campaigns/${campaign.id}/activate`, undefined, 200);
    await admitted(`/campaigns/${campaign.id}/hopper/refill`, undefined, 200);
    const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid, authToken });
    const twilioSide = playTwilio(twilio, player, accountSid);

    // The admin watches the live board.
    await openSignedIn(page, adminUser, '/agents');
    const board = page.getByRole('region', { name: 'Live board' });
    await expect(board).toBeVisible();

    // Each agent in a browser of its own, on /mycalls.
    const agents: Agent[] = [];
    for (const [index, user] of people.entries()) {
      const context = await browser.newContext({ baseURL: dialer.url, locale: 'en-US' });
      const agentPage = await context.newPage();
      await openSignedIn(agentPage, user, '/mycalls');
      await expect(agentPage.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
      agents.push({
        user,
        id: ids[index]!,
        page: agentPage,
        badge: agentPage.getByTestId('agent-state-badge'),
        boardState: board.getByTestId('board-row').filter({ hasText: user.name }).getByTestId('board-state'),
        worked: [],
      });
    }

    // R: ready; the player joins each one's conference as its browser's Voice SDK would.
    for (const agent of agents) {
      await agent.page.keyboard.press('r');
      await expect(agent.badge).toHaveText('Ready');
      await expect(agent.boardState).toHaveText('Ready', WITHIN_A_SECOND);
      expect((await player.joinsConference(`agent-${agent.id}`, `CA${hex(16)}`)).status).toBe(200);
      // The agents table below the board agrees: at work is Online.
      const listed = page.getByRole('table', { name: 'Agents' }).getByRole('row').filter({ hasText: agent.user.email });
      await expect(listed.getByText('Online')).toHaveAttribute('data-tone', 'success');
    }

    const callback = nextMinuteThere(hoursAhead, await clock.now());
    let promisedLead = '';
    /** One call from the pop to the next wait, from the keyboard; the admin's board checked at each step. */
    const workOneCall = async (agent: Agent, promise: boolean) => {
      const { page: agentPage } = agent;
      await expect(agent.badge).toHaveText('On a call', { timeout: 20_000 });
      await expect(agent.boardState).toHaveText('On a call', WITHIN_A_SECOND);
      const active = agentPage.getByRole('region', { name: 'Active Calls' });
      await expect(active.getByTestId('call-status')).toHaveText('In progress', { timeout: 10_000 });
      const leadName = (await agentPage.getByTestId('held-lead').getByTestId('lead-name').textContent()) ?? '';
      // H: hang up; Twilio reports the end; wrap-up, and the board says so.
      await agentPage.keyboard.press('h');
      await expect(active.getByTestId('call-status')).toHaveText('Completed');
      await expect(agent.badge).toHaveText('Wrap-up');
      await expect(agent.boardState).toHaveText('Wrap-up', WITHIN_A_SECOND);
      const pad = active.getByRole('region', { name: 'Disposition' });
      if (promise) {
        // The Callback disposition's key opens the picker on the lead's clock: the date, the time, Enter.
        const key = await pad.getByRole('button', { name: /^Callback \(key / }).getAttribute('aria-keyshortcuts');
        expect(key).toMatch(/^\d$/);
        await agentPage.keyboard.press(key!);
        const picker = agentPage.getByRole('dialog', { name: 'Schedule a callback' });
        await expect(picker).toBeVisible();
        // Typed as Chromium's date and time fields take keys (month, day, year; hour, minute, AM/PM), the date first.
        await expect(picker.getByLabel('Date')).toBeFocused();
        const [year, month, day] = callback.date.split('-');
        await agentPage.keyboard.type(`${month}${day}${year}`);
        // Chromium's date field takes a Tab per part it is left on before the time field has the focus.
        const time = picker.getByLabel('Time');
        for (let tabs = 0; tabs < 4 && !(await time.evaluate((input) => input === document.activeElement)); tabs += 1) {
          await agentPage.keyboard.press('Tab');
        }
        await expect(time).toBeFocused();
        const [hour, minute] = callback.time.split(':').map(Number) as [number, number];
        const twelve = hour % 12 === 0 ? 12 : hour % 12;
        await agentPage.keyboard.type(`${String(twelve).padStart(2, '0')}${String(minute).padStart(2, '0')}${hour < 12 ? 'A' : 'P'}`);
        await expect(picker.getByLabel('Date')).toHaveValue(callback.date);
        await expect(time).toHaveValue(callback.time);
        // The wrap-up's three seconds may be over before the picker is (a slow box types slowly): the agent is then
        // ready at once and the pad gone, so the callback is checked where it stays, in My callbacks.
        await agentPage.keyboard.press('Enter');
        await expect(picker).toBeHidden();
        promisedLead = leadName;
        await expect(agentPage.getByRole('region', { name: 'My callbacks' }).getByTestId('my-callback')).toContainText(leadName);
      } else {
        await agentPage.keyboard.press(agent.worked.length % 2 === 0 ? '7' : '5');
      }
      agent.worked.push(leadName);
      // The wrap-up's three seconds run out and the call has its disposition (the server keeps an agent in wrap-up
      // without one): ready again (the next call rings for two seconds). The dispositions are checked at the end.
      await expect(agent.badge).toHaveText('Ready', { timeout: 10_000 });
      await expect(agent.boardState).toHaveText('Ready', WITHIN_A_SECOND);
    };

    // Both work at once, five leads each; Ana promises her second lead a callback for herself.
    await Promise.all(
      agents.map(async (agent, index) => {
        for (let call = 0; call < LEADS_EACH; call += 1) await workOneCall(agent, index === 0 && call === 1);
      }),
    );
    expect(new Set([...agents[0]!.worked, ...agents[1]!.worked]).size).toBe(2 * LEADS_EACH);
    await capture(page, testInfo, 'agent-floor-board', 1280, false);

    // The callback's minute comes: the clock moves 20 s at a time, each agent's heartbeat in between (an agent not
    // heard from for 60 s of the server's time is taken offline), to 30 s past it — the server looks for callbacks
    // that have come due every 30 s — and the dialer brings the lead back to Ana, marked Callback; Ben is not
    // offered it.
    const due = Date.parse(`${callback.date}T${callback.time}:00Z`) - hoursAhead * 3_600_000;
    const lookedFor = due + 30_000;
    for (let now = await clock.now(); now < lookedFor; now = await clock.now()) {
      for (const session of sessions) {
        expect((await request.post(`${dialer.url}/api/v1/me/heartbeat`, { headers: session.headers })).status()).toBe(204);
      }
      await clock.move(Math.min(20, Math.ceil((lookedFor - now) / 1_000)));
    }
    const [ana, ben] = agents as [Agent, Agent];
    await expect(ana.badge).toHaveText('On a call', { timeout: 20_000 });
    const held = ana.page.getByTestId('held-lead');
    await expect(held.getByTestId('lead-name')).toHaveText(promisedLead);
    await expect(held.getByText('Callback', { exact: true })).toBeVisible();
    const promised = ana.page.getByRole('region', { name: 'My callbacks' }).getByTestId('my-callback');
    await expect(promised).toContainText('Calling now');
    await expect(promised).not.toHaveAttribute('data-overdue');
    await expect(ana.boardState).toHaveText('On a call', WITHIN_A_SECOND);
    await expect(ben.badge).toHaveText('Ready');
    await capture(ana.page, testInfo, 'agent-floor-callback', 1280, false);
    await expect(ana.page.getByRole('region', { name: 'Active Calls' }).getByTestId('call-status')).toHaveText('In progress', { timeout: 10_000 });
    await ana.page.keyboard.press('h');
    await expect(ana.badge).toHaveText('Wrap-up');
    await ana.page.keyboard.press('8');
    await expect(ana.page.getByRole('region', { name: 'My callbacks' }).getByTestId('my-callback')).toHaveCount(0);

    // The day's figures on the board: Ana six calls, Ben five.
    const calls = (agent: Agent) => board.getByTestId('board-row').filter({ hasText: agent.user.name }).getByTestId('board-figure').first();
    await expect(calls(ana)).toHaveText(String(LEADS_EACH + 1));
    await expect(calls(ben)).toHaveText(String(LEADS_EACH));

    // Every call kept the disposition its agent's key gave: Interested and Not Interested in turn, Ana's promise, her
    // Sale on the callback.
    const answer = await request.get(`${dialer.url}/api/v1/calls?campaignId=${campaign.id}`, { headers: admin.headers });
    const logged = ((await answer.json()) as { calls: Array<{ agent: { id: number } | null; disposition: { code: string } | null }> }).calls;
    const codesOf = (agent: Agent) => logged.filter((c) => c.agent?.id === agent.id).map((c) => c.disposition?.code ?? 'none').sort();
    expect(codesOf(ana)).toEqual(['callback', 'interested', 'interested', 'interested', 'not_interested', 'sale']);
    expect(codesOf(ben)).toEqual(['interested', 'interested', 'interested', 'not_interested', 'not_interested']);

    await twilioSide.stop();
    await clock.stop();
    expect(twilioSide.failures).toEqual([]);
    for (const agent of agents) await agent.page.context().close();
    expect(unexpectedProblems(pageProblems)).toEqual([]);
  });
});
