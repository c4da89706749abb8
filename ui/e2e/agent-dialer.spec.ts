// Progressive dialing on /mycalls against the real server, a Twilio stub and a Twilio player: an agent goes ready
// with R and waits for the dialer's calls. A headless browser cannot reach Twilio, so the page's own join of the
// agent's conference fails and says so (with Retry); the player joins it as the Voice SDK would, and the server's
// flow goes on: the dialer places a call by itself, a person answers and the lead pops on the agent's screen with
// the live call, the call ends, the agent's hotkey gives the disposition, the wrap-up runs out and the next call
// goes out by itself; a machine answering it is hung up on and given Voicemail without popping anything. Metrics
// today counts the agent's call.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createUser, openSignedIn } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, unexpectedProblems } from './fixtures';
import { capture, WIDTHS } from './fixtures/screenshots';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';
import type { TwilioStub } from './twilio-stub';

// The dialer may place the next call the moment the last one ends: Twilio's default of one a second would pace it.
test.use({ dialerArgs: ['--twilio-calls-per-second', '100'] });

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A fixed-offset zone where it is mid-day now, so the leads are inside their 08:00–21:00 window whenever this runs. */
function middayZone(now = new Date()): string {
  const ahead = 13 - now.getUTCHours();
  if (ahead === 0) return 'Etc/GMT';
  // IANA's Etc zones count the other way round: Etc/GMT-3 is three hours ahead of UTC.
  return ahead > 0 ? `Etc/GMT-${ahead}` : `Etc/GMT+${-ahead}`;
}

interface DialerCall {
  id: number;
  providerSid: string | null;
  status: string;
  answeredBy: string | null;
  lead: { id: number; name: string };
  agent: { id: number } | null;
  disposition: { code: string } | null;
}

interface Floor {
  agent: { email: string; password: string };
  agentId: number;
  campaignId: number;
  adminHeaders: Record<string, string>;
  player: TwilioPlayer;
}

async function tokenOf(request: APIRequestContext, dialer: DialerServer, user: { email: string; password: string }) {
  const answer = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: user.email, password: user.password } });
  expect(answer.status()).toBe(200);
  const { token, user: me } = (await answer.json()) as { token: string; user: { id: number } };
  return { id: me.id, headers: { Authorization: `Bearer ${token}` } };
}

/**
 * An organization with a stub Twilio account (no browser calling set up: the page's Voice SDK has no token), an
 * agent, and a running progressive campaign with machine detection and a 3-second wrap-up, its hopper filled
 * with three leads.
 */
async function progressiveFloor(dialer: DialerServer, twilio: TwilioStub, request: APIRequestContext): Promise<Floor> {
  const org = `Dialer floor ${hex(3)}`;
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const callerId = '+14155550140';
  twilio.addAccount({ sid: accountSid, authToken, friendlyName: 'Dialer Co', numbers: [{ sid: `PN${hex(16)}`, phoneNumber: callerId, friendlyName: 'Main' }] });
  const admin = await tokenOf(request, dialer, await createUser(dialer, { role: 'admin', org }));
  const agent = await createUser(dialer, { role: 'agent', org, name: 'Robin Reyes' });
  const agentId = (await tokenOf(request, dialer, agent)).id;
  const admitted = async (path: string, data: unknown, status: number, method = 'POST') => {
    const answer = await request.fetch(`${dialer.url}/api/v1${path}`, { method, headers: admin.headers, data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
    return (await answer.json()) as { id: number };
  };
  await admitted('/telephony', { accountSid, authToken }, 200, 'PUT');
  await admitted('/phone-numbers/sync', undefined, 200);
  const list = await admitted('/lists', { name: `Roofs ${hex(2)}` }, 201);
  const campaign = await admitted(
    '/campaigns',
    {
      name: `Progressive ${hex(2)}`,
      dialMode: 'progressive',
      machineDetection: true,
      callerId,
      listIds: [list.id],
      agentIds: [agentId],
      wrapUpSeconds: 3,
      script: 'Hi {{firstName}}, {{agentName}} here about your roof.',
    },
    201,
  );
  const zone = middayZone();
  for (const [name, phone] of [
    ['Marie Curie', '+1 415 555 0191'],
    ['Niels Bohr', '+1 415 555 0192'],
    ['Lise Meitner', '+1 415 555 0193'],
  ]) {
    await admitted('/leads', { name, phone, timezone: zone, listId: list.id }, 201);
  }
  await admitted(`/campaigns/${campaign.id}/activate`, undefined, 200);
  await admitted(`/campaigns/${campaign.id}/hopper/refill`, undefined, 200);
  const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid, authToken });
  return { agent, agentId, campaignId: campaign.id, adminHeaders: admin.headers, player };
}

/** The campaign's calls as the admins' history lists them, oldest first. */
async function campaignCalls(request: APIRequestContext, dialer: DialerServer, floor: Floor): Promise<DialerCall[]> {
  const answer = await request.get(`${dialer.url}/api/v1/calls?campaignId=${floor.campaignId}`, { headers: floor.adminHeaders });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { calls: DialerCall[] }).calls.reverse();
}

/** The screen at both design widths, then back at the size the test works at. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const working = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1000 });
    await capture(page, testInfo, name, width);
  }
  if (working) await page.setViewportSize(working);
}

test.describe('progressive dialing on /mycalls', () => {
  test('the dialer calls for a ready agent: a person pops the lead with the live call, a hotkey disposition, the next call by itself; a machine gets Voicemail', async ({
    page,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    const floor = await progressiveFloor(dialer, twilio, request);
    const calls = () => campaignCalls(request, dialer, floor);
    // The calls the dialer placed at Twilio (the stub gave each its SID).
    const placed = async () => (await calls()).filter((c) => c.providerSid !== null);

    await openSignedIn(page, floor.agent, '/mycalls');
    await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
    await expect(page.getByText('Your active calls and performance metrics.')).toBeVisible();
    const active = page.getByRole('region', { name: 'Active Calls' });
    await expect(active).toContainText('No active calls at the moment.');
    const metrics = page.getByRole('region', { name: 'Metrics today' });
    const figure = (key: string) => metrics.getByTestId(`metric-${key}`).locator('dd');
    await expect(figure('calls')).toHaveText('0');
    await expect(figure('handle')).toHaveText('—');

    // R: ready. The page waits for the dialer and joins the conference; without a voice token it cannot, and says so.
    await page.keyboard.press('r');
    const badge = page.getByTestId('agent-state-badge');
    await expect(badge).toHaveText('Ready');
    const waiting = page.getByTestId('dialer-waiting');
    await expect(waiting).toContainText('Waiting for the next call — the dialer calls for you (progressive)');
    await expect(waiting.getByTestId('dialer-waited')).toHaveText(/^0:0\d$/);
    await expect(waiting.getByTestId('conference-audio-error')).toHaveText(
      'Browser calling needs the API Key SID, its Secret and the TwiML App SID on the Twilio screen',
    );
    await expect(waiting.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('no-lead')).toHaveCount(0);
    // Not in its conference: the dialer places nothing for the agent.
    expect(await placed()).toEqual([]);
    await shoot(page, testInfo, 'mycalls-dialer-waiting');

    // The player joins the agent's conference as its browser's SDK would: the dialer places a call by itself.
    const joined = await floor.player.joinsConference(`agent-${floor.agentId}`, `CA${hex(16)}`);
    expect(joined.status).toBe(200);
    expect(await joined.text()).toMatch(new RegExp(`<Conference [^>]*>dialer-org\\d+-agent${floor.agentId}</Conference>`));
    await expect.poll(async () => (await placed()).length).toBe(1);
    const [first] = await placed();
    expect(first).toMatchObject({ status: 'queued', agent: null });

    // A person answers: the lead pops on the agent's screen with the live call.
    await floor.player.dialerCallReports(first!.id, first!.providerSid!, ['initiated', 'ringing', 'in-progress']);
    const answered = await floor.player.dialerCallAnswered(first!.id, first!.providerSid!, 'human');
    const answerTwiml = await answered.text();
    expect(answerTwiml).toContain('</Conference>');
    await expect(badge).toHaveText('On a call');
    const lead = page.getByTestId('held-lead');
    await expect(lead.getByTestId('lead-name')).toHaveText(first!.lead.name);
    await expect(lead.getByTestId('lead-script')).toHaveText(`Hi ${first!.lead.name.split(' ')[0]}, Robin Reyes here about your roof.`);
    await expect(page.getByRole('region', { name: 'Lead history' })).toBeVisible();
    const live = active.getByTestId('live-call');
    await expect(live).toContainText(first!.lead.name);
    await expect(live.getByTestId('call-status')).toHaveText('In progress');
    await expect(live.getByTestId('talk-time')).toHaveText(/Talk 0:0\d/);
    await expect(active.getByRole('button', { name: 'Hang up' })).toBeVisible();
    const pad = active.getByRole('region', { name: 'Disposition' });
    await expect(pad.getByRole('button', { name: 'Interested (key 7)' })).toBeVisible();
    await expect(page.getByTestId('dialer-waiting')).toHaveCount(0);
    await shoot(page, testInfo, 'mycalls-dialer-on-call');

    // L: the lead on hold (Twilio's music, in the agent's conference), then back.
    const conference = answerTwiml.match(/>(dialer-org\d+-agent\d+)<\/Conference>/)![1]!;
    twilio.conferenceStarted(conference, [first!.providerSid!]);
    await page.keyboard.press('l');
    await expect(active.getByTestId('on-hold')).toHaveText('On hold');
    await expect(active.getByRole('button', { name: /^Resume/ })).toHaveAttribute('aria-pressed', 'true');
    expect(twilio.held.has(first!.providerSid!)).toBe(true);
    await shoot(page, testInfo, 'mycalls-dialer-on-hold');
    await page.keyboard.press('l');
    await expect(active.getByTestId('on-hold')).toHaveCount(0);
    expect(twilio.held.has(first!.providerSid!)).toBe(false);

    // The lead hangs up after 42 seconds: wrap-up, the disposition first.
    await floor.player.dialerCallReports(first!.id, first!.providerSid!, ['completed'], 42);
    await expect(live.getByTestId('call-status')).toHaveText('Completed');
    const wrapUp = active.getByTestId('wrap-up');
    await expect(wrapUp).toContainText('A disposition is required before the next call');
    await expect(badge).toHaveText('Wrap-up');
    await page.keyboard.press('7');

    // The wrap-up runs out (on a slow box it may have before the key: then the pad's "Given" is gone at once), ready
    // again, and the dialer goes on by itself with the next call; the call kept its Interested.
    await expect(waiting).toContainText('Waiting for the next call', { timeout: 15_000 });
    await expect(badge).toHaveText('Ready');
    await expect(active).toContainText('No active calls at the moment.');
    await expect.poll(async () => (await placed()).length).toBe(2);
    const firstAfter = (await calls()).find((c) => c.id === first!.id);
    expect(firstAfter).toMatchObject({ agent: { id: floor.agentId }, disposition: { code: 'interested' } });

    // A machine answers the second: hung up on and given Voicemail; nothing pops, the agent still waits.
    const second = (await placed())[1]!;
    await floor.player.dialerCallReports(second.id, second.providerSid!, ['initiated', 'ringing']);
    const machine = await floor.player.dialerCallAnswered(second.id, second.providerSid!, 'machine_start');
    const machineTwiml = await machine.text();
    expect(machineTwiml).toContain('<Hangup/>');
    expect(machineTwiml).not.toContain('Conference');
    await floor.player.dialerCallReports(second.id, second.providerSid!, ['completed'], 4);
    await expect
      .poll(async () => (await calls()).find((c) => c.id === second.id))
      .toMatchObject({ answeredBy: 'machine', agent: null, disposition: { code: 'voicemail' } });
    await expect(badge).toHaveText('Ready');
    await expect(page.getByTestId('held-lead')).toHaveCount(0);
    await expect(waiting).toBeVisible();
    // And the dialer goes on for the agent still waiting.
    await expect.poll(async () => (await placed()).length).toBe(3);

    // Metrics today: the agent's one call (the machine's had no agent), its talk time and a contact.
    await expect(figure('calls')).toHaveText('1');
    await expect(figure('talk')).toHaveText('42s');
    await expect(figure('contacts')).toHaveText('1');
    await expect(figure('handle')).toHaveText(/^\d+s$|^\dm \d\ds$/);
    await shoot(page, testInfo, 'mycalls-dialer-after');

    // P, then 1: a break. The page leaves the conference and stops waiting for calls.
    await page.keyboard.press('p');
    await page.getByRole('dialog', { name: 'Pause' }).waitFor();
    await page.keyboard.press('1');
    await expect(badge).toHaveText('Paused');
    await expect(page.getByTestId('dialer-waiting')).toHaveCount(0);

    // The only failed requests: preview's refusal that taught the page the campaign dials by itself, and the voice token.
    expect(unexpectedProblems(pageProblems, 409)).toEqual([]);
  });

  test('an agent who works by phone: My phone rings it into its conference, the dialer calls for it, the choice is kept', async ({
    page,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    const floor = await progressiveFloor(dialer, twilio, request);
    const answer = await request.put(`${dialer.url}/api/v1/mayor/agents/${floor.agentId}`, {
      headers: floor.adminHeaders,
      data: { phone: '(415) 555-0177' },
    });
    expect(answer.status()).toBe(200);
    const placed = async () => (await campaignCalls(request, dialer, floor)).filter((c) => c.providerSid !== null);

    await openSignedIn(page, floor.agent, '/mycalls');
    await expect(page.getByTestId('agent-state-badge')).toHaveText('Offline');
    await page.keyboard.press('r');
    const waiting = page.getByTestId('dialer-waiting');
    await expect(waiting).toContainText('Waiting for the next call');
    // The browser's audio cannot connect here; the agent picks its phone instead.
    await waiting.getByText('My phone').click();
    const status = waiting.getByTestId('conference-audio');
    await expect(status).toHaveText('Calling your phone +14155550177: answer it and press 1 to start taking calls');
    await expect.poll(() => twilio.calls.filter((c) => c.to === '+14155550177').length).toBe(1);
    const rung = twilio.calls.find((c) => c.to === '+14155550177')!;
    expect(rung.url).toBe(`${PUBLIC_URL}/api/v1/twilio/voice?leg=conference&agent=${floor.agentId}`);
    expect(await placed()).toEqual([]);
    await shoot(page, testInfo, 'mycalls-dialer-phone-ringing');

    // The agent answers its phone and is asked to press 1 (a voicemail would not), then presses it: the greeting,
    // its conference; the page says so and the dialer calls for it.
    const leg = { AccountSid: rung.accountSid, CallSid: rung.sid, From: rung.from, To: rung.to, CallStatus: 'in-progress', Direction: 'outbound-api' };
    const asked = await (await floor.player.post(rung.url, leg)).text();
    expect(asked).toContain('<Say>This is the dialer. Press 1 to start taking calls on this phone.</Say></Gather>');
    await expect(status).toHaveText('Calling your phone +14155550177: answer it and press 1 to start taking calls');
    const joined = await floor.player.post(`${rung.url}&confirmed=1`, { ...leg, Digits: '1' });
    const twiml = await joined.text();
    expect(twiml).toContain('<Say>You are in the dialer. Your calls come to this phone.</Say>');
    expect(twiml).toContain(`-agent${floor.agentId}</Conference>`);
    await expect(status).toHaveText('Your phone is connected');
    await expect.poll(async () => (await placed()).length).toBe(1);

    // A reload keeps the choice, and the phone is still there: nothing is rung again.
    await page.reload();
    await expect(page.getByTestId('dialer-waiting').getByRole('radio', { name: 'My phone' })).toBeChecked();
    await expect(page.getByTestId('conference-audio')).toHaveText('Your phone is connected');
    expect(twilio.calls.filter((c) => c.to === '+14155550177')).toHaveLength(1);
    await shoot(page, testInfo, 'mycalls-dialer-phone');

    // The agent hangs up its phone: the page says so and offers to ring it again.
    expect((await floor.player.post(`${PUBLIC_URL}/api/v1/twilio/conference-left?agent=${floor.agentId}`, {
      AccountSid: rung.accountSid,
      CallSid: rung.sid,
      DialCallStatus: 'completed',
    })).status).toBe(200);
    await expect(page.getByTestId('conference-audio-error')).toHaveText('Your phone left the dialer (hung up).');
    await page.getByRole('button', { name: 'Ring my phone again' }).click();
    await expect.poll(() => twilio.calls.filter((c) => c.to === '+14155550177').length).toBe(2);

    // The only failed requests: preview's refusal and the browser's voice token before the phone was chosen.
    expect(unexpectedProblems(pageProblems, 409)).toEqual([]);
  });
});
