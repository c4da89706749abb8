// The calls screen against the real server, a Twilio stub (its REST API) and a Twilio player (its callbacks): an
// admin connects Twilio and syncs the numbers as a user would, places a phone-bridge call from /calls, Twilio's
// side is played — the agent's phone answers, the voice request is answered with the <Dial>, the lead's leg
// reports (one late, one twice), a person answers, the recording arrives — and the call moves live on the panel,
// then shows in the history with its timeline and recording, narrows with the filters, counts in the analytics,
// on /phone-numbers and on /twilio. A forged callback is refused. A browser call, which cannot reach Twilio from
// here, shows the Voice SDK's error and is canceled.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, openSignedIn, type TestUser } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect } from './fixtures';
import { capture, WIDTHS } from './fixtures/screenshots';
import { PUBLIC_URL, test, zoneInDaytime } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';
import type { TwilioStub } from './twilio-stub';


const hex = (bytes: number) => randomBytes(bytes).toString('hex');

interface Organization {
  admin: TestUser;
  adminId: number;
  headers: Record<string, string>;
  accountSid: string;
  authToken: string;
  callerId: string;
}

/** A new organization whose admin is signed in on `page`, with a stub Twilio account of one number. */
async function organizationWithTwilio(dialer: DialerServer, twilio: TwilioStub, request: APIRequestContext): Promise<Organization> {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const callerId = '+14155550100';
  twilio.addAccount({
    sid: accountSid,
    authToken,
    friendlyName: 'Calls Co',
    numbers: [{ sid: `PN${hex(16)}`, phoneNumber: callerId, friendlyName: 'Main line' }],
  });
  const admin = await createUser(dialer, { role: 'admin', name: 'Avery Admin' });
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: admin.email, password: admin.password } });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  return { admin, adminId: user.id, headers: { Authorization: `Bearer ${token}` }, accountSid, authToken, callerId };
}

/** A list with one lead, and an active campaign calling it from the account's number, the admin as its agent. */
async function campaignWithLead(
  dialer: DialerServer,
  request: APIRequestContext,
  org: Organization,
  lead: { name: string; phone: string },
): Promise<{ campaignId: number; campaignName: string; leadId: number }> {
  const post = async (path: string, data: unknown, status = 201) => {
    const response = await request.post(`${dialer.url}/api/v1${path}`, { headers: org.headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as { id: number };
  };
  const list = await post('/lists', { name: `Solar leads ${hex(2)}` });
  const made = await post('/leads', { ...lead, listId: list.id, timezone: zoneInDaytime() });
  const campaignName = `Solar Q4 ${hex(2)}`;
  const campaign = await post('/campaigns', {
    name: campaignName,
    callerId: org.callerId,
    recordCalls: true,
    listIds: [list.id],
    agentIds: [org.adminId],
  });
  await post(`/campaigns/${campaign.id}/activate`, undefined, 200);
  return { campaignId: campaign.id, campaignName, leadId: made.id };
}

/** The admin, signed in on /twilio, connects the stub account there and syncs its numbers on /phone-numbers, as a user would. */
async function connectTwilioInTheUi(page: Page, org: Organization) {
  await openSignedIn(page, org.admin, '/twilio');
  await page.getByLabel('Account SID').fill(org.accountSid);
  await page.getByLabel('Auth Token').fill(org.authToken);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText('Twilio settings saved');
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByTestId('twilio-status')).toHaveText('Connected');
  await expect(page.getByTestId('twilio-figures').getByRole('group', { name: 'Last callback received' })).toContainText('Never');
  await page.goto('/phone-numbers');
  await page.getByRole('button', { name: 'Sync Numbers' }).click();
  await expect(page.getByTestId('toast')).toContainText('Synced 1 number from Twilio');
}

/**
 * `seconds` of silence as MPEG-1 Layer III (128 kbit/s, 44.1 kHz, mono): frames of 417 bytes whose side information
 * and main data are all zero, which decoders play as silence — a recording the browser really decodes.
 */
function silentMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  const frames = Math.ceil((seconds * 44100) / 1152);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

async function placeCallFromTheUi(page: Page, leadSearch: string, leadName: string, audio: 'Browser' | 'My phone') {
  await page.getByRole('button', { name: 'Place a call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place a call' });
  await expect(dialog.getByLabel('Campaign')).toBeVisible();
  // The caller works this campaign: it is offered first, as its own.
  await expect(dialog.getByLabel('Campaign').locator('option:checked')).not.toContainText('not assigned');
  await dialog.getByRole('searchbox', { name: 'Lead' }).fill(leadSearch);
  await dialog.getByRole('radio', { name: new RegExp(leadName) }).check();
  await dialog.getByRole('radio', { name: new RegExp(`^${audio}`) }).check();
  await dialog.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('calls', () => {
  test('a phone-bridge call placed from /calls moves live as Twilio reports it, then shows in the history, the analytics and the figures', async ({
    page,
    dialer,
    twilio,
    request,
  }, testInfo) => {
    const org = await organizationWithTwilio(dialer, twilio, request);
    const leadPhone = '+14155550199';
    const { campaignName } = await campaignWithLead(dialer, request, org, { name: 'Lena Lead', phone: '(415) 555-0199' });
    // The agent (the admin here) is rung on the phone of their profile first.
    const agent = await request.put(`${dialer.url}/api/v1/mayor/agents/${org.adminId}`, {
      headers: org.headers,
      data: { phone: '+1 415 555 0123' },
    });
    expect(agent.status()).toBe(200);

    await connectTwilioInTheUi(page, org);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calls' }).click();
    await expect(page.getByRole('heading', { name: 'Call History', level: 1 })).toBeVisible();
    await expect(page.getByText('Call history and analytics', { exact: true })).toBeVisible();
    await expect(page.getByTestId('calls-empty')).toContainText('No calls yet');

    await placeCallFromTheUi(page, 'Lena', 'Lena Lead', 'My phone');
    const panel = page.getByTestId('live-call');
    await expect(panel).toContainText('Lena Lead');
    await expect(panel.getByTestId('call-status')).toHaveText('Queued');

    // The server asked Twilio to ring the agent's phone, with the voice URL and the agent leg's status callback.
    await expect.poll(() => twilio.calls.filter((c) => c.accountSid === org.accountSid).length).toBe(1);
    const placed = twilio.calls.find((c) => c.accountSid === org.accountSid)!;
    expect(placed.to).toBe('+14155550123');
    expect(placed.from).toBe(org.callerId);
    expect(placed.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/twilio/voice\\?call=\\d+$`));
    expect(placed.statusCallback).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/twilio/status\\?call=\\d+&leg=agent$`));
    expect(placed.statusCallbackEvents).toEqual(['initiated', 'ringing', 'answered', 'completed']);
    expect(Number(placed.timeout)).toBeGreaterThan(0);

    const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid: org.accountSid, authToken: org.authToken });
    // (1) The agent's phone rings and answers.
    for (const [sequence, status] of ['initiated', 'ringing', 'in-progress'].entries()) {
      expect((await player.status(placed.statusCallback, placed.sid, status, sequence)).status).toBe(200);
    }
    // A forged report (signed with another token) is refused.
    const forged = await player.status(placed.statusCallback, placed.sid, 'completed', 3, {}, { authToken: hex(16) });
    expect(forged.status).toBe(403);

    // (2) Twilio asks what to do with the answered agent leg: dial the lead, from the caller ID, recording.
    const agentLeg = { callSid: placed.sid, from: org.callerId, to: placed.to };
    expect(await player.phoneAnswers(placed.url, agentLeg)).toContain('<Say>You have a call to place. Press 1 to call the lead.</Say></Gather>');
    const twiml = await player.pressOne(placed.url, agentLeg);
    expect(twiml.dial.callerId).toBe(org.callerId);
    expect(twiml.numberDialed).toBe(leadPhone);
    expect(twiml.dial.recordingStatusCallback).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/twilio/recording\\?call=\\d+$`));
    const leadStatus = twiml.number.statusCallback!;
    expect(leadStatus).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/twilio/status\\?call=\\d+$`));

    // (3) The lead's leg: dialing, answered — then a "ringing" that arrives late, and "answered" once more.
    const leadSid = `CA${hex(16)}`;
    expect((await player.status(leadStatus, leadSid, 'initiated', 0)).status).toBe(200);
    await expect(panel.getByTestId('call-status')).toHaveText('Dialing');
    expect((await player.status(leadStatus, leadSid, 'in-progress', 2)).status).toBe(200);
    await expect(panel.getByTestId('call-status')).toHaveText('In progress');
    await expect(panel).toContainText(/Talk \d:\d\d/);
    expect((await player.status(leadStatus, leadSid, 'ringing', 1)).status).toBe(200);
    expect((await player.status(leadStatus, leadSid, 'in-progress', 2)).status).toBe(200);
    // (4) A person answered; the call ends after 42 s; the recording is ready.
    expect((await player.answeredBy(leadStatus.replace('/status', '/amd'), leadSid, 'human')).status).toBe(200);
    expect((await player.status(leadStatus, leadSid, 'completed', 3, { CallDuration: '42' })).status).toBe(200);
    await expect(panel.getByTestId('call-status')).toHaveText('Completed');
    await expect(panel).toContainText('Talk 0:42');
    const recordingSid = `RE${hex(16)}`;
    const audio = silentMp3(2);
    twilio.addRecording(recordingSid, audio);
    expect((await player.recording(twiml.dial.recordingStatusCallback!, leadSid, recordingSid, 40)).status).toBe(200);

    // The history shows it, refreshed live.
    const table = page.getByTestId('calls-table');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const row = table.locator('tbody tr').first();
    await expect(row).toContainText('Lena Lead');
    await expect(row).toContainText(leadPhone);
    await expect(row).toContainText(campaignName);
    await expect(row.getByTestId('call-status')).toHaveText('Completed');
    await expect(row).toContainText('Answered by person');
    await expect(row).toContainText('0:42');
    await expect(row.getByTestId('has-recording')).toBeVisible();

    // The detail: facts, the timeline with the late report marked, and the recording played through the server.
    // The bytes the page receives for the player, passed through unchanged.
    const recordingBytes: Buffer[] = [];
    await page.route(/\/api\/v1\/calls\/\d+\/recording$/, async (route) => {
      const response = await route.fetch();
      recordingBytes.push(await response.body());
      await route.fulfill({ response });
    });
    await row.getByRole('button', { name: /Open the call to Lena Lead/ }).click();
    const detail = page.getByRole('dialog', { name: 'Call to Lena Lead' });
    await expect(detail.getByTestId('call-facts')).toContainText('Phone bridge');
    await expect(detail.getByTestId('call-facts')).toContainText(org.callerId);
    const events = detail.getByTestId('timeline-event');
    await expect(detail.locator('[data-testid="timeline-event"][data-late]')).toHaveCount(1);
    await expect(detail.locator('[data-testid="timeline-event"][data-late]')).toContainText('Lead: ringing');
    await expect(detail.locator('[data-testid="timeline-event"][data-late]')).toContainText('late — ignored');
    await expect(events.filter({ hasText: 'Lead: answered' })).toHaveCount(1);
    await expect(events.filter({ hasText: 'Lead: completed' })).toHaveCount(1);
    await expect(events.filter({ hasText: 'a person answered' })).toHaveCount(1);
    await expect.poll(() => recordingBytes.length).toBe(1);
    expect(recordingBytes[0]!.equals(audio)).toBe(true);
    await expect(detail.getByTestId('recording-audio')).toHaveAttribute('src', /^blob:/);
    // The browser decodes it (the page's policy lets media play from the blob it fetched).
    await expect
      .poll(() => detail.getByTestId('recording-audio').evaluate((element) => (element as HTMLAudioElement).duration))
      .toBeGreaterThan(1.5);
    await expect(detail.getByText('could not play the recording')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, testInfo, 'calls-detail', width, false);
    }
    // The outcome: chosen and saved from the drawer, then the outcome filter finds the call by it.
    const outcome = detail.getByRole('form', { name: 'Call outcome' });
    await outcome.getByLabel('Disposition').selectOption('interested');
    await outcome.getByLabel('Notes').fill('Wants a quote for the roof');
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await expect(outcome.getByRole('status')).toHaveText('Saved');
    await expect(detail.getByTestId('call-facts')).toContainText('Interested');
    await expect(detail.getByTestId('call-facts')).toContainText('Wants a quote for the roof');
    await expect(detail.locator('[data-testid="timeline-event"]').filter({ hasText: /interested/i })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(row.getByRole('button', { name: /Open the call/ })).toBeFocused();

    // Filters narrow the table.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Campaign').selectOption({ label: campaignName });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Outcome').selectOption('sale');
    await expect(page.getByTestId('calls-empty')).toContainText('No call matches these filters');
    await page.getByLabel('Outcome').selectOption('interested');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Outcome').selectOption({ label: 'No disposition yet' });
    await expect(page.getByTestId('calls-empty')).toContainText('No call matches these filters');
    await page.getByLabel('Outcome').selectOption({ label: 'Any outcome' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Phone number').fill('(415) 555-0100');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('calls-empty')).toBeVisible();
    await page.getByLabel('Phone number').fill('415 555 0199');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Agent').selectOption({ label: 'Avery Admin' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Date range').selectOption('yesterday');
    await expect(page.getByTestId('calls-empty')).toBeVisible();
    await page.getByLabel('Date range').selectOption('today');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Outcome').selectOption({ label: 'Any outcome' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await capture(page, testInfo, 'calls-history', width);
    }

    // Analytics: one call, answered by a person.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.getByTestId('call-analytics');
    await expect(analytics.getByRole('group', { name: 'Calls' }).getByTestId('tile-value')).toHaveText('1');
    await expect(analytics.getByRole('group', { name: 'Answer rate' }).getByTestId('tile-value')).toHaveText('100 %');
    await expect(analytics.getByRole('group', { name: 'Average talk time' }).getByTestId('tile-value')).toHaveText('0:42');
    await expect(analytics.getByRole('group', { name: 'Abandon rate' }).getByTestId('tile-value')).toHaveText('0 %');
    await expect(analytics.getByRole('heading', { name: 'Calls per hour' })).toBeVisible();
    await expect(analytics.getByTestId('calls-chart')).toHaveAttribute('aria-label', 'Calls per hour: 1 call, 1 answered');
    await expect(analytics.getByTestId('calls-chart').locator('canvas')).toBeVisible();
    await expect(analytics.getByTestId('analytics-campaigns')).toContainText(campaignName);
    await expect(analytics.getByTestId('analytics-agents')).toContainText('Avery Admin');
    await page.getByLabel('Date range').selectOption('last7');
    await expect(analytics.getByRole('heading', { name: 'Calls per day' })).toBeVisible();
    await expect(analytics.getByTestId('calls-chart')).toHaveAttribute('aria-label', 'Calls per day: 1 call, 1 answered');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, testInfo, 'calls-analytics', width);
    }

    // The number's figures and the Twilio card's.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/phone-numbers');
    const number = page.getByTestId(`number-${org.callerId}`);
    await expect(number.getByTestId('calls-today')).toHaveText('1');
    await expect(number.getByTestId('answer-rate-today')).toHaveText('100 %');
    await expect(number.getByTestId('spam-warning')).toHaveCount(0);
    await page.goto('/twilio');
    const figures = page.getByTestId('twilio-figures');
    await expect(figures.getByRole('group', { name: 'Numbers' })).toContainText('1');
    await expect(figures.getByRole('group', { name: 'Calls today' })).toContainText('1');
    await expect(figures.getByRole('group', { name: 'Last callback received' })).not.toContainText('Never');

    // The lead's history lists the call with its outcome.
    await page.goto('/leads');
    await page.locator('tbody tr[data-lead-id]').filter({ hasText: 'Lena Lead' }).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Lead History' });
    const leadCalls = history.getByRole('list', { name: 'Calls to this lead' }).getByRole('listitem');
    await expect(leadCalls).toHaveCount(1);
    await expect(leadCalls.first()).toContainText('Completed');
    await expect(leadCalls.first()).toContainText('Interested');
    await expect(leadCalls.first()).toContainText(campaignName);
  });

  test('a browser call that cannot reach Twilio shows the Voice SDK\'s error and is canceled', async ({
    page,
    dialer,
    twilio,
    request,
  }) => {
    const org = await organizationWithTwilio(dialer, twilio, request);
    await campaignWithLead(dialer, request, org, { name: 'Bruno Browser', phone: '+1 415 555 0177' });
    // Browser calling needs an API Key and a TwiML App besides the account.
    const saved = await request.put(`${dialer.url}/api/v1/telephony`, {
      headers: org.headers,
      data: {
        accountSid: org.accountSid,
        authToken: org.authToken,
        apiKeySid: `SK${hex(16)}`,
        apiKeySecret: hex(16),
        twimlAppSid: `AP${hex(16)}`,
      },
    });
    expect(saved.status()).toBe(200);
    expect((await request.post(`${dialer.url}/api/v1/phone-numbers/sync`, { headers: org.headers })).status()).toBe(200);

    await openSignedIn(page, org.admin, '/calls');
    await placeCallFromTheUi(page, '555 0177', 'Bruno Browser', 'Browser');
    const panel = page.getByTestId('live-call');
    await expect(panel.getByTestId('browser-audio-error')).toContainText('Browser audio failed:', { timeout: 30_000 });
    await expect(panel.getByTestId('call-status')).toHaveText('Canceled');
    await expect(panel.getByRole('button', { name: 'Hang up' })).toHaveCount(0);
    // Nothing was asked of Twilio's REST API for it: the browser leg never started.
    expect(twilio.calls.filter((c) => c.accountSid === org.accountSid)).toHaveLength(0);

    await panel.getByRole('button', { name: 'View details' }).click();
    const detail = page.getByRole('dialog', { name: 'Call to Bruno Browser' });
    await expect(detail.getByTestId('call-timeline')).toContainText('Hang-up: canceled');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('calls-table').locator('tbody tr').first().getByTestId('call-status')).toHaveText('Canceled');
  });
});
