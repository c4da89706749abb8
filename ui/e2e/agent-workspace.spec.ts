// The agent's preview workspace on /mycalls against the real server, a Twilio stub and a Twilio player, worked
// from the keyboard: ready (R) with nothing to call yet, the first lead with its script filled in, skipped with a
// reason (S), the next one called (C) through the agent's phone, Twilio's legs played until the lead hangs up, the
// disposition given by its hotkey in wrap-up, the next lead coming by itself when the wrap-up is over, and a callback
// scheduled on the lead's own clock (refused outside its window, then listed in My callbacks). The admins' board
// (GET /api/v1/agents/states) follows every step.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, openSignedIn } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, unexpectedProblems } from './fixtures';
import { apiLogin, zoneAtNoon } from './fixtures/phone-floor';
import { capture, WIDTHS } from './fixtures/screenshots';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';
import type { TwilioStub } from './twilio-stub';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

interface Floor {
  campaignId: number;
  campaignName: string;
  listId: number;
  adminHeaders: Record<string, string>;
  agentId: number;
  agent: { email: string; password: string };
  accountSid: string;
  authToken: string;
}

/**
 * An organization with a stub Twilio account and its number, an agent whose phone Twilio rings, and a running
 * preview campaign with a script and a minute's wrap-up whose list is still empty (long enough for every check of a
 * wrap-up on a slow box; the test shortens it when it wants the wrap-up to run out).
 */
async function callCentre(dialer: DialerServer, twilio: TwilioStub, request: APIRequestContext): Promise<Floor> {
  const org = `Workspace ${hex(3)}`;
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const callerId = '+14155550100';
  twilio.addAccount({ sid: accountSid, authToken, friendlyName: 'Floor Co', numbers: [{ sid: `PN${hex(16)}`, phoneNumber: callerId, friendlyName: 'Main line' }] });
  const admin = await createUser(dialer, { role: 'admin', org });
  const agent = await createUser(dialer, { role: 'agent', org, name: 'Sam Rivers' });
  const adminApi = await apiLogin(request, dialer, admin);
  const agentApi = await apiLogin(request, dialer, agent);
  const send = async (method: 'post' | 'put', path: string, data: unknown, status: number) => {
    const answer = await request[method](`${dialer.url}/api/v1${path}`, { headers: adminApi.headers, data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
    return (await answer.json()) as { id: number };
  };
  await send('put', '/telephony', { accountSid, authToken }, 200);
  await send('post', '/phone-numbers/sync', undefined, 200);
  await send('put', `/mayor/agents/${agentApi.id}`, { phone: '+1 415 555 0123' }, 200);
  const list = await send('post', '/lists', { name: `Homeowners ${hex(2)}` }, 201);
  const campaignName = `Solar ${hex(2)}`;
  const campaign = await send(
    'post',
    '/campaigns',
    {
      name: campaignName,
      callerId,
      listIds: [list.id],
      agentIds: [agentApi.id],
      wrapUpSeconds: 60,
      script: 'Hi {{firstName}}, this is {{agentName}} from {{campaignName}}.\nDo you have a minute about {{company}}?',
    },
    201,
  );
  await send('post', `/campaigns/${campaign.id}/activate`, undefined, 200);
  return { campaignId: campaign.id, campaignName, listId: list.id, adminHeaders: adminApi.headers, agentId: agentApi.id, agent, accountSid, authToken };
}

/** The admins' board: the agent's row of GET /api/v1/agents/states. */
async function boardRow(request: APIRequestContext, dialer: DialerServer, floor: Floor) {
  const answer = await request.get(`${dialer.url}/api/v1/agents/states`, { headers: floor.adminHeaders });
  const { agents } = (await answer.json()) as { agents: Array<{ agentId: number; state: string; lead: { name: string } | null }> };
  const row = agents.find((a) => a.agentId === floor.agentId);
  return { state: row?.state, lead: row?.lead?.name ?? null };
}

async function shoot(page: Page, testInfo: Parameters<typeof capture>[1], name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1000 });
    await capture(page, testInfo, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

test.describe('agent workspace', () => {
  test('an agent works preview leads from the keyboard: pass one over with a reason, call, disposition by hotkey, wrap-up, the next lead by itself, a callback', async ({
    page,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    const floor = await callCentre(dialer, twilio, request);
    const board = () => boardRow(request, dialer, floor);

    await openSignedIn(page, { ...floor.agent }, '/mycalls');
    await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
    await expect(page.getByText('Your active calls and performance metrics.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active Calls' })).toContainText('No active calls at the moment.');
    const bar = page.getByTestId('agent-state');
    await expect(bar.getByLabel('Campaign')).toHaveValue(String(floor.campaignId));

    // R: ready. The list is empty: nothing to call, said in the server's words.
    await page.keyboard.press('r');
    await expect(bar.getByTestId('agent-state-badge')).toHaveText('Ready');
    await expect(page.getByTestId('no-lead-message')).toHaveText('No lead of your campaign can be called now');
    await expect.poll(board).toEqual({ state: 'ready', lead: null });

    // Leads arrive and the hopper fills; N asks again at once instead of waiting for the next 15-second look.
    const zone = zoneAtNoon();
    const addLead = (name: string, phone: string, extra: Record<string, string> = {}) =>
      request.post(`${dialer.url}/api/v1/leads`, {
        headers: floor.adminHeaders,
        data: { name, phone, timezone: zone, listId: floor.listId, ...extra },
      });
    for (const [name, phone, extra] of [
      ['Ada Lovelace', '(415) 555-0181', { company: 'Analytical Engines', notes: 'Prefers mornings' }],
      ['Grace Hopper', '+1 415 555 0182', { company: 'Cobol Roofing' }],
      ['Alan Turing', '+1 415 555 0183', { company: 'Enigma Solar' }],
    ] as const) {
      expect((await addLead(name, phone, extra)).status()).toBe(201);
    }
    const refill = await request.post(`${dialer.url}/api/v1/campaigns/${floor.campaignId}/hopper/refill`, { headers: floor.adminHeaders });
    expect(refill.status()).toBe(200);
    await page.keyboard.press('n');

    const lead = page.getByTestId('held-lead');
    await expect(lead.getByTestId('lead-name')).toHaveText('Ada Lovelace');
    await expect(lead).toContainText('Analytical Engines');
    await expect(lead).toContainText('Prefers mornings');
    await expect(lead.getByTestId('lead-facts')).toContainText('(415) 555-0181');
    await expect(lead.getByTestId('lead-facts')).toContainText(zone);
    await expect(lead.getByTestId('lead-local-time')).toHaveText(/^12:\d\d$/);
    await expect(lead.getByTestId('lead-facts')).toContainText('08:00–21:00');
    await expect(lead.getByTestId('lead-facts')).toContainText('Open now');
    await expect(lead.getByTestId('lead-facts')).toContainText('Not called yet');
    // The script, filled in by the server, keeps its line break.
    await expect(lead.getByTestId('lead-script')).toHaveText(
      `Hi Ada, this is Sam Rivers from ${floor.campaignName}.\nDo you have a minute about Analytical Engines?`,
    );
    expect(await lead.getByTestId('lead-script').evaluate((element) => (element as HTMLElement).innerText)).toContain('\n');
    await expect(page.getByRole('region', { name: 'Lead history' })).toContainText('Created');
    await expect.poll(board).toEqual({ state: 'reserved', lead: 'Ada Lovelace' });
    await shoot(page, testInfo, 'mycalls-preview');

    // S: skip, with a reason (required).
    await page.keyboard.press('s');
    const skip = page.getByRole('dialog', { name: 'Skip this lead' });
    await expect(skip.getByRole('textbox', { name: 'Reason' })).toBeFocused();
    await skip.getByRole('button', { name: 'Skip lead' }).click();
    await expect(skip.getByRole('alert')).toHaveText('Say why you skip this lead');
    await skip.getByRole('textbox', { name: 'Reason' }).fill('Asked for a Spanish speaker');
    await page.keyboard.press('Enter');
    await expect(skip).toBeHidden();
    await expect(lead.getByTestId('lead-name')).toHaveText('Grace Hopper');
    await expect.poll(board).toEqual({ state: 'reserved', lead: 'Grace Hopper' });

    // C: call, through the agent's phone (Twilio rings it first, then dials the lead).
    await lead.getByText('My phone').click();
    await page.keyboard.press('c');
    const active = page.getByRole('region', { name: 'Active Calls' });
    const live = active.getByTestId('live-call');
    await expect(live).toContainText('Grace Hopper');
    await expect(live.getByTestId('call-status')).toHaveText('Queued');
    await expect.poll(board).toEqual({ state: 'on_call', lead: 'Grace Hopper' });
    await expect.poll(() => twilio.calls.filter((c) => c.accountSid === floor.accountSid).length).toBe(1);
    const placed = twilio.calls.find((c) => c.accountSid === floor.accountSid)!;
    expect(placed.to).toBe('+14155550123');

    const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid: floor.accountSid, authToken: floor.authToken });
    for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
      expect((await player.status(placed.statusCallback, placed.sid, status, sequence)).status).toBe(200);
    }
    // The agent's phone answers and is asked to press 1 before the lead is dialed; it does.
    const leg = { callSid: placed.sid, from: placed.from, to: placed.to };
    expect(await player.phoneAnswers(placed.url, leg)).toContain('Press 1 to call the lead.');
    const twiml = await player.pressOne(placed.url, leg);
    expect(twiml.numberDialed).toBe('+14155550182');
    const leadLeg = twiml.number.statusCallback!;
    const leadSid = `CA${hex(16)}`;
    expect((await player.status(leadLeg, leadSid, 'initiated', 0)).status).toBe(200);
    expect((await player.status(leadLeg, leadSid, 'in-progress', 1)).status).toBe(200);
    await expect(live.getByTestId('call-status')).toHaveText('In progress');
    await expect(live.getByTestId('talk-time')).toHaveText(/Talk 0:0\d/);
    const pad = active.getByRole('region', { name: 'Disposition' });
    await expect(pad.getByRole('button', { name: 'Interested (key 7)' })).toBeVisible();
    await expect(pad.getByRole('button', { name: 'Do Not Call (key 9)' })).toBeVisible();
    // The answering machine's disposition is detection's, not the agent's.
    await expect(pad.getByRole('button', { name: /Voicemail/ })).toHaveCount(0);
    await expect(active.getByRole('button', { name: 'Hang up' })).toBeVisible();
    await shoot(page, testInfo, 'mycalls-on-call');

    // The lead hangs up: wrap-up, and no next lead before a disposition.
    expect((await player.status(leadLeg, leadSid, 'completed', 2, { CallDuration: '31' })).status).toBe(200);
    await expect(live.getByTestId('call-status')).toHaveText('Completed');
    const wrapUp = active.getByTestId('wrap-up');
    await expect(wrapUp).toContainText('A disposition is required before the next lead');
    await expect.poll(board).toEqual({ state: 'wrap_up', lead: 'Grace Hopper' });
    await expect(wrapUp.getByRole('button', { name: 'Next lead now' })).toHaveCount(0);

    // Notes typed in the field are text, not commands; then 7 gives Interested.
    const notes = pad.getByLabel('Call notes');
    await notes.fill('Call her husband about the roof 7');
    await expect(pad.getByTestId('disposition-given')).toHaveCount(0);
    await notes.blur();
    await page.keyboard.press('7');
    await expect(pad.getByTestId('disposition-given')).toHaveText('Given: 👍 Interested');
    await expect(pad.getByRole('button', { name: 'Interested (key 7)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(wrapUp.getByRole('button', { name: 'Next lead now' })).toBeVisible();
    await expect(wrapUp.getByRole('button', { name: 'Pause instead' })).toBeVisible();
    await expect(wrapUp.getByTestId('wrap-up-left')).toHaveText(/^(1:00|0:[0-5]\d)$/);
    await shoot(page, testInfo, 'mycalls-wrap-up');

    // The admin shortens the campaign's wrap-up to a second: it has run out, the server makes the agent ready and
    // the next lead comes by itself. Then back to a minute for the next call's checks.
    const wrapUpFor = async (seconds: number) => {
      const answer = await request.put(`${dialer.url}/api/v1/campaigns/${floor.campaignId}`, { headers: floor.adminHeaders, data: { wrapUpSeconds: seconds } });
      expect(answer.status(), await answer.text()).toBe(200);
    };
    await wrapUpFor(1);
    await expect(lead.getByTestId('lead-name')).toHaveText('Alan Turing', { timeout: 10_000 });
    await wrapUpFor(60);
    await expect(active).toContainText('No active calls at the moment.');
    await expect.poll(board).toEqual({ state: 'reserved', lead: 'Alan Turing' });
    const calls = await request.get(`${dialer.url}/api/v1/calls?campaignId=${floor.campaignId}`, { headers: floor.adminHeaders });
    const [call] = ((await calls.json()) as { calls: Array<{ notes: string; disposition: { code: string } | null }> }).calls;
    expect(call).toMatchObject({ notes: 'Call her husband about the roof 7', disposition: { code: 'interested' } });


    // A callback: Alan Turing is called and asks to be called back tomorrow. 22:30 his time is refused with the
    // server's sentence by the picker; 10:30 is kept and listed in My callbacks.
    await page.keyboard.press('c');
    await expect.poll(() => twilio.calls.filter((c) => c.accountSid === floor.accountSid).length).toBe(2);
    const second = twilio.calls.filter((c) => c.accountSid === floor.accountSid)[1]!;
    for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
      expect((await player.status(second.statusCallback, second.sid, status, sequence)).status).toBe(200);
    }
    const secondAgentLeg = { callSid: second.sid, from: second.from, to: second.to };
    expect(await player.phoneAnswers(second.url, secondAgentLeg)).toContain('Press 1 to call the lead.');
    const secondTwiml = await player.pressOne(second.url, secondAgentLeg);
    const secondLeg = secondTwiml.number.statusCallback!;
    const secondSid = `CA${hex(16)}`;
    expect((await player.status(secondLeg, secondSid, 'in-progress', 0)).status).toBe(200);
    await expect(live.getByTestId('call-status')).toHaveText('In progress');
    expect((await player.status(secondLeg, secondSid, 'completed', 1, { CallDuration: '12' })).status).toBe(200);
    await expect(wrapUp).toContainText('A disposition is required before the next lead');

    await page.keyboard.press('6');
    const scheduling = page.getByRole('dialog', { name: 'Schedule a callback' });
    await expect(scheduling.getByRole('group', { name: `Lead's time (${zone})` })).toBeVisible();
    await scheduling.getByLabel('Time').fill('22:30');
    await scheduling.getByLabel('Note for the callback (optional)').fill('Ask about the roof size');
    await scheduling.getByRole('button', { name: 'Schedule callback' }).click();
    await expect(scheduling.getByTestId('callback-time-error')).toContainText('Choose a time inside the window');
    await expect(scheduling.getByTestId('callback-time-error')).toContainText(zone);
    await expect(pad.getByTestId('disposition-given')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await capture(page, testInfo, 'mycalls-callback-refused', width, false);
    }
    await page.setViewportSize({ width: 1280, height: 1000 });
    const day = await scheduling.getByLabel('Date').inputValue();
    await scheduling.getByLabel('Time').fill('10:30');
    await scheduling.getByRole('button', { name: 'Schedule callback' }).click();
    await expect(scheduling).toBeHidden();
    await expect(pad.getByTestId('disposition-given')).toHaveText('Given: 📅 Callback');
    const mine = page.getByRole('region', { name: 'My callbacks' }).getByTestId('my-callback');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Alan Turing');
    await expect(mine).toContainText('10:30');
    await expect(mine).toContainText(`(${zone})`);
    await expect(mine).toContainText('Only me');
    await expect(mine).toContainText('Ask about the roof size');
    const listed = await request.get(`${dialer.url}/api/v1/me/callbacks`, { headers: (await apiLogin(request, dialer, floor.agent)).headers });
    expect(((await listed.json()) as { callbacks: Array<{ localTime: string }> }).callbacks[0]?.localTime).toBe(`${day}T10:30`);
    await shoot(page, testInfo, 'mycalls-callback');

    // The refused callback's 400 is the only failed request.
    expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
  });
});
