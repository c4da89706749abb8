// A campaign's proof of compliance (/campaigns/:id/compliance) against the real server on its test clock, the
// Twilio stub and a player of Twilio's side: an admin's power campaign dials two leads for its one agent, a person
// answers each, the agent takes the first and the second is abandoned — its person hears the message and presses 9;
// another lead texts "please stop texting me". The admin opens the page from the campaign's row: the abandoned
// call's evidence, no call outside a window or over a limit, the registry never imported, both revocations; the CSV
// export has the documented columns and a row per call. Then the page's other states, and the overview's warning
// about the registry until an extract is imported.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parseCsv } from '../src/features/leads/csv';
import { createUser, openSignedIn } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, problemsBesides } from './fixtures';
import { seriousViolations } from './fixtures/axe';
import { apiLogin, CALLER_ID, hex, phoneFloor } from './fixtures/phone-floor';
import { captureAtWidths } from './fixtures/screenshots';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';

// Wednesday 25 November 2026, 13:00 in New York, where the leads are (212 numbers): inside their calling window.
// The browser reads the page in New York's time too.
const START = '2026-11-25T18:00:00Z';
test.use({ dialerArgs: ['--twilio-calls-per-second', '100', '--test-clock', START], timezoneId: 'America/New_York' });

// docs/api.md, "GET /api/v1/campaigns/{id}/compliance/export".
const EXPORT_COLUMNS = [
  'callId', 'placedAt', 'leadId', 'agentId', 'from', 'to', 'status', 'answeredBy', 'answeredAt', 'abandoned',
  'disposition', 'leadLocal', 'windowHours', 'ruleState', 'insideWindow', 'attemptsBefore', 'attemptsIn24hBefore',
  'maxAttempts', 'maxPer24h', 'withinLimits',
];

interface PlacedCall {
  id: number;
  providerSid: string | null;
  to: string;
}

/** The server's clock, moved by a superadmin (only one may) of an organization of its own. */
async function testClock(dialer: DialerServer, request: APIRequestContext) {
  const owner = await createUser(dialer, { role: 'superadmin', org: `Clock ${hex(3)}` });
  const { headers } = await apiLogin(request, dialer, owner);
  return async (seconds: number) => {
    const moved = await request.post(`${dialer.url}/api/v1/test-clock`, { headers, data: { advanceSeconds: seconds } });
    expect(moved.status(), await moved.text()).toBe(200);
  };
}

/** A power campaign of two lines for the floor's one agent, its hopper filled with two leads in New York. */
async function powerCampaign(floor: Awaited<ReturnType<typeof phoneFloor>>) {
  const list = await floor.send('post', '/lists', { name: `Solar leads ${hex(2)}` }, 201);
  for (const [name, phone] of [
    ['Ada Byron', '+1 212 555 0150'],
    ['Bob Noyce', '+1 212 555 0151'],
  ] as const) {
    await floor.send('post', '/leads', { name, phone, listId: list.id }, 201);
  }
  const campaign = await floor.send<{ id: number; name: string }>(
    'post',
    '/campaigns',
    {
      name: `Solar ${hex(2)}`,
      dialMode: 'power',
      linesPerAgent: 2,
      machineDetection: true,
      callerId: CALLER_ID,
      listIds: [list.id],
      agentIds: [floor.agentApi.id],
    },
    201,
  );
  await floor.send('post', `/campaigns/${campaign.id}/activate`, undefined, 200);
  await floor.send('post', `/campaigns/${campaign.id}/hopper/refill`, undefined, 200);
  return campaign;
}

/** The first <Gather>'s action in TwiML: where Twilio posts the key pressed. */
function gatherAction(twiml: string): string {
  const action = /<Gather\b[^>]*\baction="([^"]+)"/.exec(twiml)?.[1];
  if (!action) throw new Error(`no <Gather action> in ${twiml}`);
  return action.replace(/&amp;/g, '&');
}

/**
 * The day on the stub: the agent joins its conference, the dialer places both calls, a person answers each (the
 * agent takes the first; the second is abandoned, its person presses 9 during the message); the agent's call ends
 * with Interested; a third lead texts an opt-out in a sentence. The calls, oldest first, and the texter's number.
 */
async function playTheDay(
  dialer: DialerServer,
  request: APIRequestContext,
  floor: Awaited<ReturnType<typeof phoneFloor>>,
  campaignId: number,
) {
  const moveClock = await testClock(dialer, request);
  const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid: floor.accountSid, authToken: floor.authToken });
  const texter = '+12125550160';
  await floor.send('post', '/leads', { name: 'Tess Texter', phone: texter }, 201);

  const ready = await request.put(`${dialer.url}/api/v1/me/state`, {
    headers: floor.agentApi.headers,
    data: { state: 'ready', campaignId },
  });
  expect(ready.status(), await ready.text()).toBe(200);
  expect((await player.joinsConference(`agent-${floor.agentApi.id}`, `CA${hex(16)}`)).status).toBe(200);
  let calls: PlacedCall[] = [];
  await expect
    .poll(async () => {
      const listed = await floor.send<{ calls: PlacedCall[] }>('get', `/calls?campaignId=${campaignId}`, undefined, 200);
      calls = listed.calls.filter((c) => c.providerSid !== null).sort((a, b) => a.id - b.id);
      return calls.length;
    })
    .toBe(2);
  const [taken, abandoned] = calls as [PlacedCall, PlacedCall];
  for (const call of calls) await player.dialerCallReports(call.id, call.providerSid!, ['initiated', 'ringing', 'in-progress']);

  // A second after the answers, detection says a person on each: the agent gets the first, nobody is free for the
  // second, which hears the message and may press 9.
  await moveClock(1);
  expect(await (await player.dialerCallAnswered(taken.id, taken.providerSid!, 'human')).text()).toContain('</Conference>');
  const message = await (await player.dialerCallAnswered(abandoned.id, abandoned.providerSid!, 'human')).text();
  expect(message).toContain('press 9');
  const action = gatherAction(message);
  expect(action).toBe(`${PUBLIC_URL}/api/v1/twilio/opt-out?call=${abandoned.id}`);
  await moveClock(4);
  const pressed = await player.post(action, { AccountSid: floor.accountSid, CallSid: abandoned.providerSid!, Digits: '9' });
  expect(pressed.status).toBe(200);
  await player.dialerCallReports(abandoned.id, abandoned.providerSid!, ['completed'], 6);

  await player.dialerCallReports(taken.id, taken.providerSid!, ['completed'], 42);
  const disposed = await request.post(`${dialer.url}/api/v1/calls/${taken.id}/disposition`, {
    headers: floor.agentApi.headers,
    data: { code: 'interested' },
  });
  expect(disposed.status(), await disposed.text()).toBe(200);

  // Ten seconds later a lead texts its opt-out in a sentence (the newest revocation).
  await moveClock(10);
  const text = await player.post(`${PUBLIC_URL}/api/v1/twilio/sms`, {
    MessageSid: `SM${hex(16)}`,
    AccountSid: floor.accountSid,
    From: texter,
    To: CALLER_ID,
    Body: 'please stop texting me',
  });
  expect(text.status).toBe(200);
  return { taken, abandoned, texter };
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe('compliance', () => {
  test("a power campaign's day: the abandoned call's evidence, the rules kept, the registry, the revocations and the CSV export", async ({
    page,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    test.setTimeout(90_000);
    const floor = await phoneFloor({ dialer, twilio, request }, `Compliance ${hex(3)}`);
    const campaign = await powerCampaign(floor);
    const { taken, abandoned, texter } = await playTheDay(dialer, request, floor, campaign.id);
    // A lead from the website's quote form, with TrustedForm's certificate of the form's submission.
    const hook = await floor.send<{ url: string }>('post', '/webhooks', { name: 'Quote form' }, 201);
    const certificate = 'https://cert.trustedform.com/5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f';
    const delivered = await request.post(`${dialer.url}${new URL(hook.url).pathname}${new URL(hook.url).search}`, {
      data: { firstName: 'Quinn', lastName: 'Quote', phone: '(212) 555-0177', consentSource: 'Solar quote form', xxTrustedFormCertUrl: certificate },
    });
    expect(delivered.status()).toBe(200);

    // From the campaign's row.
    await openSignedIn(page, floor.admin, '/campaigns');
    await page.getByRole('link', { name: `Compliance of ${campaign.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/compliance$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Compliance — ${campaign.name}`);
    // The 30 days up to the end of the hour (19:00 UTC), in New York's time: summer time still, in October.
    await expect(page.getByText('Last 30 days: 26 Oct 15:00 – 25 Nov 14:00')).toBeVisible();

    // One of the two calls a person answered was abandoned: far over the 3 %, and said so in words.
    const abandon = section(page, 'Abandoned calls');
    await expect(abandon.getByTestId('summary')).toHaveText('50 % of 2 calls a person answered · limit 3 %');
    await expect(abandon.getByTestId('verdict')).toHaveText('Over the limit');
    await expect(abandon.getByTestId('verdict')).toHaveAttribute('data-state', 'problem');
    const evidence = abandon.getByTestId(`abandoned-${abandoned.id}`);
    await expect(abandon.getByRole('row')).toHaveCount(2);
    await expect(evidence).toContainText(`Call ${abandoned.id}`);
    await expect(evidence).toContainText(abandoned.to);
    await expect(evidence).toContainText('Placed 25 Nov 13:00:00');
    await expect(evidence.getByTestId('answered')).toContainText('13:00:00');
    await expect(evidence.getByTestId('person-detected')).toHaveText('13:00:01');
    await expect(evidence.getByTestId('message-played')).toContainText('13:00:01');
    await expect(evidence.getByTestId('message-played')).toContainText('1.0 s after the answer');
    await expect(evidence.getByTestId('agent-connected')).toHaveText('Never');
    await expect(abandon.getByRole('columnheader', { name: 'Opt-out pressed' })).toBeVisible();
    await expect(evidence.getByTestId('opt-out-pressed')).toHaveText('Pressed 13:00:05');
    await expect(abandon.getByTestId(`abandoned-${taken.id}`)).toHaveCount(0);

    // Every call was inside its lead's window and under the limits when it was placed.
    const checks = section(page, 'Calling windows and attempt limits');
    await expect(checks.getByTestId('summary')).toHaveText("0 calls outside a lead's calling window · 0 over the attempt limits");
    await expect(checks.getByTestId('verdict')).toHaveAttribute('data-state', 'ok');

    // No registry extract was ever imported.
    const registry = section(page, 'Do-not-call registry');
    await expect(registry.getByTestId('summary')).toHaveText('Never imported');
    await expect(registry.getByTestId('verdict')).toHaveText('Import due');
    await expect(registry).toContainText('Import a national registry extract at least every 31 days');
    await expect(registry.getByRole('link', { name: 'Open Do Not Call' })).toHaveAttribute('href', '/do-not-call');

    // The text and the key press, newest first, each honoured when it came and nobody contacted after. Each revokes
    // its own channel and — the organization's opt-outs reaching every channel by default — all of them.
    const revocations = section(page, 'Revocations');
    await expect(revocations.getByTestId('summary')).toHaveText('4 revocations in these 30 days');
    await expect(revocations.getByTestId('verdict')).toHaveText('All honoured at once');
    const rows = revocations.getByTestId('revocation');
    await expect(rows).toHaveCount(4);
    const texted = rows.filter({ hasText: 'Texted "please stop texting me"' });
    await expect(texted).toHaveCount(2);
    await expect(texted.first()).toContainText('25 Nov 13:00:15');
    await expect(texted.first()).toContainText(texter);
    await expect(texted.filter({ hasText: 'All channels' })).toHaveCount(1);
    const pressed = rows.filter({ hasText: `Pressed 9 in the message of call ${abandoned.id}` });
    await expect(pressed).toHaveCount(1);
    await expect(pressed).toContainText(abandoned.to);
    await expect(pressed).toContainText('Calls');
    await expect(rows.filter({ hasText: `Pressed 9 on call ${abandoned.id}` })).toContainText('All channels');
    for (const row of await rows.all()) {
      await expect(row.getByTestId('calls-after')).toHaveText('0');
      await expect(row.getByTestId('texts-after')).toHaveText('0');
    }

    // The webhook lead's consent, with its certificate to open.
    const consent = section(page, 'Consent evidence');
    await expect(consent.getByTestId('summary')).toHaveText('1 consent recorded in these 30 days');
    await expect(consent.getByRole('link', { name: /^Certificate/ })).toHaveAttribute('href', certificate);
    await expect(consent).toContainText('Solar quote form');

    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, testInfo, 'compliance');

    // From the keyboard: the way back, then Export CSV, which downloads every call with its checks.
    await page.getByRole('main').getByRole('link', { name: 'All campaigns' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`compliance-campaign-${campaign.id}.csv`);
    const [header, ...calls] = parseCsv(await readFile(await download.path(), 'utf8'), true);
    expect(header).toEqual(EXPORT_COLUMNS);
    expect(calls).toHaveLength(2);
    const byId = new Map(calls.map((cells) => [Number(cells[0]), Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, cells[i]]))]));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual([taken.id, abandoned.id]);
    expect(byId.get(abandoned.id)).toMatchObject({ to: abandoned.to, answeredBy: 'human', abandoned: 'yes', insideWindow: 'yes', withinLimits: 'yes' });
    expect(byId.get(taken.id)).toMatchObject({ abandoned: 'no', disposition: 'interested', insideWindow: 'yes', withinLimits: 'yes' });
    expect(byId.get(taken.id)!['leadLocal']).toBe('2026-11-25T13:00:00 America/New_York');
    expect(pageProblems.messages).toEqual([]);
  });

  test('the page loading, failing and retried, a campaign that is not there, a failed export, and how it shows breaches and consent evidence', async ({
    page,
    dialer,
    twilio,
    request,
    pageProblems,
  }, testInfo) => {
    const floor = await phoneFloor({ dialer, twilio, request }, `Quiet ${hex(3)}`);
    const campaign = await floor.send<{ id: number; name: string }>('post', '/campaigns', { name: `Quiet ${hex(2)}` }, 201);

    await openSignedIn(page, floor.admin, '/campaigns/999999999/compliance');
    await expect(page.getByRole('heading', { name: 'Campaign not found', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to campaigns' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);

    // The first answer is held, then fails; Try Again gets the server's own with two things written into it: breaches
    // the dialer never makes (as tests/api/compliance_api_test.cpp writes them into the checks) and the consent
    // evidence the API is about to gain (until the server sends it itself).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const report = `/api/v1/campaigns/${campaign.id}/compliance`;
    await page.route((url) => url.pathname === report, async (route) => {
      asked += 1;
      if (asked === 1) {
        await held;
        await route.fulfill({ status: 500, json: { error: 'Something went wrong', code: 'internal_error' } });
        return;
      }
      const answer = await route.fetch();
      const body = (await answer.json()) as Record<string, unknown>;
      body['checks'] = {
        outsideWindow: 1,
        overLimits: 1,
        calls: [
          {
            callId: 977,
            placedAt: '2026-11-24T02:10:00Z',
            leadLocal: '2026-11-23T21:10:00 America/New_York',
            windowHours: '08:00-21:00',
            ruleState: 'NY',
            insideWindow: false,
            attemptsBefore: 6,
            attemptsIn24hBefore: 3,
            maxAttempts: 6,
            maxPer24h: 3,
            withinLimits: false,
          },
        ],
      };
      body['revocations'] = {
        count: 1,
        entries: [
          {
            leadId: 41,
            channel: 'all',
            source: 'unsubscribe_link',
            address: 'ada@example.test',
            detail: 'Unsubscribed from an e-mail',
            at: '2026-11-24T15:40:00Z',
            honouredAt: '2026-11-24T15:40:00Z',
            callsAfter: 1,
            textsAfter: 0,
          },
        ],
      };
      // Shown as the server lists a webhook's TrustedForm certificate (tests/api/compliance_api_test.cpp makes a real one).
      body['consentEvidence'] = {
        count: 1,
        entries: [
          {
            leadId: 41,
            channel: 'sms',
            source: 'webhook',
            at: '2026-11-24T15:30:00Z',
            pageUrl: 'https://solar.example.test/quote',
            certificateUrl: 'https://cert.trustedform.example.test/0123abcd',
            detail: 'Agreed to texts about a solar quote',
          },
        ],
      };
      await route.fulfill({ response: answer, json: body });
    });
    await page.getByRole('link', { name: `Compliance of ${campaign.name}` }).click();
    await expect(page.getByText('Loading the compliance report…')).toBeVisible();
    release();
    await expect(page.getByRole('alert')).toContainText('Failed to load the compliance report.');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Compliance — ${campaign.name}`);

    // A campaign that never called: nothing abandoned.
    await expect(section(page, 'Abandoned calls').getByTestId('summary')).toHaveText('No call a person answered yet · limit 3 %');
    await expect(section(page, 'Abandoned calls').getByTestId('verdict')).toHaveText('Within the limit');
    await expect(section(page, 'Abandoned calls')).toContainText('No call was abandoned in these 30 days.');

    // A call after the lead's window closed and over its limits: red, said in words, with the lead's clock.
    const checks = section(page, 'Calling windows and attempt limits');
    await expect(checks.getByTestId('verdict')).toHaveText('Calls broke the rules');
    await expect(checks.getByTestId('verdict')).toHaveAttribute('data-state', 'problem');
    await expect(checks.getByTestId('summary')).toHaveText("1 call outside a lead's calling window · 1 over the attempt limits");
    const breach = checks.getByTestId('breach-977');
    await expect(breach).toContainText('Call 977, placed 23 Nov 21:10:00 · outside the window · over the limits');
    await expect(breach).toContainText("Lead's time 23 Nov 21:10 America/New_York · window 08:00–21:00 (NY rules)");
    await expect(breach).toContainText('6 attempts before, limit 6 · 3 in 24 h, limit 3');

    // A call after an opt-out: the count red with an icon, and the section says what happened.
    const revocations = section(page, 'Revocations');
    await expect(revocations.getByTestId('verdict')).toHaveText('Contacted after opting out');
    await expect(revocations.getByTestId('revocation')).toContainText('Unsubscribe link');
    await expect(revocations.getByTestId('revocation')).toContainText('All channels');
    await expect(revocations.getByTestId('calls-after')).toHaveText('1 call after the opt-out');
    await expect(revocations.getByTestId('texts-after')).toHaveText('0');

    const consent = section(page, 'Consent evidence');
    await expect(consent.getByTestId('summary')).toHaveText('1 consent recorded in these 30 days');
    await expect(consent).toContainText('Lead 41');
    await expect(consent).toContainText('24 Nov 10:30:00');
    await expect(consent).toContainText('https://solar.example.test/quote');
    const certificate = consent.getByRole('link', { name: /^Certificate/ });
    await expect(certificate).toHaveAttribute('href', 'https://cert.trustedform.example.test/0123abcd');
    await expect(certificate).toHaveAttribute('target', '_blank');
    await expect(certificate).toHaveAttribute('rel', 'noopener');
    expect(await seriousViolations(page)).toEqual([]);
    await captureAtWidths(page, testInfo, 'compliance-breaches');

    // The export fails: the button is busy while it runs, then a toast says why.
    let releaseExport: () => void = () => undefined;
    const exportHeld = new Promise<void>((resolve) => (releaseExport = resolve));
    await page.route((url) => url.pathname === `${report}/export` && url.searchParams.get('format') === 'json', async (route) => {
      await exportHeld;
      await route.fulfill({ status: 503, json: { error: 'The server is shutting down', code: 'shutting_down' } });
    });
    await page.getByRole('button', { name: 'Export JSON' }).click();
    await expect(page.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    releaseExport();
    await expect(page.getByTestId('toast')).toHaveText('Failed to export the calls. The server is shutting down');
    await expect(page.getByRole('button', { name: 'Export JSON' })).toBeEnabled();

    expect(problemsBesides(pageProblems, [404, 500, 503])).toEqual([]);
  });

  test('the overview warns while the do-not-call list has no registry import of the last 31 days', async ({
    page,
    dialer,
    request,
    pageProblems,
  }, testInfo) => {
    const admin = await createUser(dialer, { role: 'admin', org: `Registry ${hex(3)}` });
    await openSignedIn(page, admin, '/dashboard');
    const warning = page.getByRole('region', { name: 'Do-not-call registry import due' });
    await expect(warning).toContainText(
      'No national registry extract has ever been imported into your do-not-call list. Import a national registry extract at least every 31 days.',
    );
    await captureAtWidths(page, testInfo, 'dashboard-registry-due');
    await warning.getByRole('link', { name: 'Open Do Not Call' }).click();
    await expect(page).toHaveURL(/\/do-not-call$/);

    // An extract imported today: nothing to warn about.
    const { headers } = await apiLogin(request, dialer, admin);
    const imported = await request.post(`${dialer.url}/api/v1/dnc/import?fileName=national-2026-11.txt`, {
      headers: { ...headers, 'Content-Type': 'text/csv' },
      data: '2025550111\n2025550112\n',
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await page.goto('/dashboard');
    // The figures (the warning's source) have come.
    await expect(page.getByRole('heading', { name: 'On the floor now' })).toBeVisible();
    await expect(page.getByTestId('registry-warning')).toHaveCount(0);
    expect(pageProblems.messages).toEqual([]);
  });
});
