// A cadence walked through on the server's test clock (serve --test-clock), as an admin sees it in the browser: two
// text templates and a three-step cadence (text after an hour → wait 1 business day → text after two hours) built on
// /cadences, activated, every lead of a search enrolled from the leads screen's bulk bar; then the clock is moved
// through POST /api/v1/test-clock and the texts reach the Twilio stub at the leads' own times. One lead texts STOP:
// its history shows the opt-out, its enrollment stops as opted out, and the others get their second text.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createUser, openSignedIn } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect } from './fixtures';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';
import type { TwilioStub } from './twilio-stub';

// Monday 23 November 2026, 10:00 in New York, where the leads are (212 numbers, state NY).
const START = '2026-11-23T15:00:00Z';
const SEARCH = 'Orchard';

test.use({ dialerArgs: ['--test-clock', START], timezoneId: 'America/New_York' });

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** 21 leads the search finds (one more than a page) and one it does not; all in New York. */
const LEADS = [
  { name: 'Ada Orchard', phone: '+12125550101' },
  { name: 'Ben Orchard', phone: '+12125550102' },
  ...Array.from({ length: 19 }, (_, i) => ({ name: `${SEARCH} Lead ${String(i + 1).padStart(2, '0')}`, phone: `+121255502${String(i + 10)}` })),
];
const OUTSIDE = { name: 'Cal Outside', phone: '+12125550199' };
const ADA = LEADS[0]!;
const BEN = LEADS[1]!;

async function signedIn(dialer: DialerServer, request: APIRequestContext, email: string, password: string) {
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/**
 * An admin who works the screens and a superadmin of the same organization who moves the clock (only a superadmin
 * may), a synced Twilio number that texts, and the leads.
 */
async function setUp(dialer: DialerServer, twilio: TwilioStub, request: APIRequestContext) {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const ourNumber = '+14155550177';
  twilio.addAccount({
    sid: accountSid,
    authToken,
    friendlyName: 'Orchard Solar',
    numbers: [{ sid: `PN${hex(16)}`, phoneNumber: ourNumber, friendlyName: 'Texting line', sms: true }],
  });
  const org = `Orchard Solar ${hex(2)}`;
  const admin = await createUser(dialer, { role: 'admin', org });
  const owner = await createUser(dialer, { role: 'superadmin', org });
  const headers = await signedIn(dialer, request, admin.email, admin.password);
  // Twilio's own opt-out handling is off for this account: the server answers Ada's STOP.
  const account = { accountSid, authToken, twilioAnswersKeywords: false };
  expect((await request.put(`${dialer.url}/api/v1/telephony`, { headers, data: account })).status()).toBe(200);
  expect((await request.post(`${dialer.url}/api/v1/phone-numbers/sync`, { headers })).status()).toBe(200);
  for (const lead of [...LEADS, OUTSIDE]) {
    const made = await request.post(`${dialer.url}/api/v1/leads`, { headers, data: { ...lead, state: 'NY' } });
    expect(made.status(), await made.text()).toBe(201);
  }
  const clockHeaders = await signedIn(dialer, request, owner.email, owner.password);
  /** POST /api/v1/test-clock as the superadmin: the new test time. */
  const moveClock = async (data: { advanceSeconds: number } | { set: string }) => {
    const moved = await request.post(`${dialer.url}/api/v1/test-clock`, { headers: clockHeaders, data });
    expect(moved.status(), await moved.text()).toBe(200);
    return ((await moved.json()) as { now: string }).now;
  };
  const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid, authToken });
  return { admin, headers, ourNumber, moveClock, player };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a cadence on the test clock: texts go out at the leads’ times, a STOP opts one lead out and the others go on', async ({
  page,
  dialer,
  twilio,
  request,
  pageProblems,
}) => {
  // Templates, a cadence, three leads, a day of the test clock and eight screenshots: past a minute on a busy 2-core
  // box with the suite's other worker running.
  test.setTimeout(120_000);
  const { admin, headers, ourNumber, moveClock, player } = await setUp(dialer, twilio, request);
  const textsTo = (phone: string) => twilio.texts.filter((t) => t.to === phone).length;

  // Two text templates.
  await openSignedIn(page, admin, '/cadences?tab=templates');
  const main = page.getByRole('main');
  for (const [name, body] of [
    ['First touch', 'Hi {{firstName}}, your solar quote is ready. Reply STOP to opt out.'],
    ['Second touch', '{{firstName}}, any questions about your quote? Reply STOP to opt out.'],
  ] as const) {
    await main.getByRole('button', { name: 'New Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Template' });
    await expect(dialog.getByLabel('Channel')).toHaveValue('sms');
    await dialog.getByLabel('Template Name').fill(name);
    await dialog.getByLabel('Message').fill(body);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByRole('tabpanel', { name: 'Message Templates' }).getByRole('row', { name: new RegExp(name) })).toContainText('Text');
  }

  // The cadence: a text an hour after enrollment, a business day's wait, a text two hours later.
  await main.getByRole('tab', { name: 'Cadences' }).click();
  await main.getByRole('button', { name: 'New Cadence' }).click();
  const form = page.getByRole('dialog', { name: 'New Cadence' });
  await form.getByLabel('Cadence Name').fill('Orchard follow-up');
  await form.getByLabel('Texts come from').selectOption(ourNumber);
  const add = form.getByRole('group', { name: 'Add a step' });
  await add.getByRole('button', { name: 'Add Text' }).click();
  await add.getByRole('button', { name: 'Add Wait' }).click();
  await add.getByRole('button', { name: 'Add Text' }).click();
  await expect(form.getByRole('heading', { level: 3, name: /^Step \d/ })).toHaveText(['Step 1: Text', 'Step 2: Wait', 'Step 3: Text']);
  const first = form.getByRole('group', { name: 'Step 1: Text' });
  await first.getByLabel('Template').selectOption({ label: 'First touch' });
  await first.getByLabel('Delay').fill('1');
  await first.getByLabel('Unit').selectOption('hours');
  const wait = form.getByRole('group', { name: 'Step 2: Wait' });
  await expect(wait.getByLabel('Wait for')).toHaveValue('1');
  await expect(wait.getByLabel('Unit')).toHaveValue('business_days');
  const third = form.getByRole('group', { name: 'Step 3: Text' });
  await third.getByLabel('Template').selectOption({ label: 'Second touch' });
  await third.getByLabel('Delay').fill('2');
  await third.getByLabel('Unit').selectOption('hours');
  await shot(page, '01-cadence-form');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toHaveCount(0);
  const cadence = main.getByRole('article', { name: 'Orchard follow-up' });
  await expect(cadence.getByTestId('cadence-steps')).toHaveText('Text after 1 hour → wait 1 business day → Text after 2 hours');
  await cadence.getByRole('button', { name: 'Activate' }).click();
  await expect(cadence.getByText('Active', { exact: true })).toBeVisible();

  // Every lead the search selects, through "Select all … leads this filter selects".
  await page.goto('/leads');
  await expect(page.getByText('Loading leads...')).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(SEARCH);
  await search.press('Enter');
  await expect(page.getByText('Showing 1–20 of 21 leads')).toBeVisible();
  await page.getByLabel('Select all leads on this page').check();
  await page.getByRole('button', { name: 'Select all 21 leads this filter selects' }).click();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByTestId('bulk-count')).toHaveText('All 21 leads selected');
  await bar.getByLabel('Enroll in cadence').selectOption({ label: 'Orchard follow-up' });
  await shot(page, '02-leads-filter-selected');
  await bar.getByRole('button', { name: 'Enroll', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enroll in Cadence' });
  await expect(confirm).toContainText('Enroll all 21 leads this filter selects in the cadence Orchard follow-up?');
  await confirm.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText('21 leads enrolled in Orchard follow-up')).toBeVisible();

  // The enrollments, read again each time the dialog opens.
  const enrollments = async () => {
    await page.goto('/cadences');
    await cadence.getByRole('button', { name: 'Enrollments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enrollments: Orchard follow-up' });
    const rows = dialog.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(21);
    return { dialog, row: (name: string) => rows.filter({ hasText: name }) };
  };
  // Where a lead's enrollment stands, as the API says: the runner works in the background after each move of the
  // clock, so the screens are looked at once it has.
  const enrollmentOf = async (name: string) => {
    const list = await request.get(`${dialer.url}/api/v1/cadences`, { headers });
    const { cadences } = (await list.json()) as { cadences: Array<{ id: number; name: string }> };
    const id = cadences.find((c) => c.name === 'Orchard follow-up')!.id;
    const answer = await request.get(`${dialer.url}/api/v1/cadences/${id}/enrollments`, { headers });
    const { enrollments: all } = (await answer.json()) as {
      enrollments: Array<{ lead: { name: string }; stepIndex: number; status: string }>;
    };
    const found = all.find((e) => e.lead.name === name)!;
    return { status: found.status, step: found.stepIndex + 1 };
  };

  let shown = await enrollments();
  await expect(shown.row(ADA.name)).toContainText('Step 1 of 3: Text');
  await expect(shown.row(ADA.name)).toContainText('Nov 23, 2026, 11:00 AM');
  await shot(page, '03-enrolled-waiting-for-11');
  expect(twilio.texts).toHaveLength(0);

  // 11:00 in New York: the first text to each of the 21, none to the lead outside the search.
  expect(await moveClock({ advanceSeconds: 3600 })).toBe('2026-11-23T16:00:00Z');
  await expect.poll(() => twilio.texts.length).toBe(21);
  expect(textsTo(OUTSIDE.phone)).toBe(0);
  const toAda = twilio.texts.find((t) => t.to === ADA.phone)!;
  expect(toAda.from).toBe(ourNumber);
  expect(toAda.body).toBe('Hi Ada, your solar quote is ready. Reply STOP to opt out.');
  await expect.poll(() => enrollmentOf(ADA.name)).toEqual({ status: 'active', step: 2 });
  shown = await enrollments();
  await expect(shown.row(ADA.name)).toContainText('Step 2 of 3: Wait');
  await expect(shown.row(ADA.name)).toContainText('Nov 24, 2026, 11:00 AM');
  await shot(page, '04-first-text-sent-waiting-a-business-day');

  // Tuesday 11:00 in New York, one business day later: the wait is over, the second text is due two hours on.
  expect(await moveClock({ set: '2026-11-24T16:00:00Z' })).toBe('2026-11-24T16:00:00Z');
  await expect.poll(() => enrollmentOf(BEN.name)).toEqual({ status: 'active', step: 3 });
  await expect.poll(() => enrollmentOf(ADA.name)).toEqual({ status: 'active', step: 3 });
  shown = await enrollments();
  await expect(shown.row(BEN.name)).toContainText('Step 3 of 3: Text');
  await expect(shown.row(BEN.name)).toContainText('Nov 24, 2026, 1:00 PM');
  await shot(page, '05-wait-over-second-text-due-at-1pm');
  expect(twilio.texts).toHaveLength(21);

  // Twilio reports the text to Ada delivered (her History says so below).
  const delivered = await player.post(toAda.statusCallback, {
    MessageSid: toAda.sid,
    AccountSid: toAda.accountSid,
    MessageStatus: 'delivered',
  });
  expect(delivered.status).toBe(200);

  // Ada texts STOP, signed as Twilio signs: one confirmation, and her number is opted out.
  const answer = await player.post(`${PUBLIC_URL}/api/v1/twilio/sms`, {
    MessageSid: `SM${hex(16)}`,
    AccountSid: toAda.accountSid,
    From: ADA.phone,
    To: ourNumber,
    Body: 'STOP',
  });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('you are unsubscribed and will receive no more messages');

  await page.goto('/leads');
  await search.fill(ADA.name);
  await search.press('Enter');
  const adaRow = page.locator('tbody tr[data-lead-id]').filter({ hasText: ADA.name });
  await expect(page.locator('tbody tr[data-lead-id]')).toHaveCount(1);
  await adaRow.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Lead History' });
  const texts = history.getByRole('list', { name: 'Texts and e-mails with this lead' }).getByRole('listitem');
  await expect(texts.filter({ hasText: 'Opted out' })).toContainText('STOP');
  await expect(texts.filter({ hasText: 'Hi Ada, your solar quote is ready.' })).toHaveCount(1);
  await expect(texts.filter({ hasText: 'Hi Ada, your solar quote is ready.' }).getByTestId('message-delivery')).toHaveText(
    'Delivered',
  );
  const ledger = history.getByRole('list', { name: 'Consent ledger' }).getByRole('listitem');
  await expect(ledger.first()).toContainText('Texts refused by text');
  await expect(ledger.first()).toContainText('Texted "STOP"');
  await shot(page, '06-ada-history-opted-out');
  await history.getByRole('button', { name: 'Close', exact: true }).last().click();

  shown = await enrollments();
  await expect(shown.row(ADA.name)).toContainText('Stopped');
  await expect(shown.row(ADA.name)).toContainText('Opted out');
  await expect(shown.row(ADA.name).getByRole('button')).toHaveCount(0);
  await expect(shown.row(BEN.name)).toContainText('Active');
  await expect(shown.row(BEN.name)).toContainText('Step 3 of 3: Text');
  await shot(page, '07-ada-stopped-ben-goes-on');

  // 13:00 on Tuesday: the second text to everyone still in the cadence, none to Ada.
  expect(await moveClock({ advanceSeconds: 7200 })).toBe('2026-11-24T18:00:00Z');
  await expect.poll(() => twilio.texts.length).toBe(21 + 20);
  expect(textsTo(ADA.phone)).toBe(1);
  expect(textsTo(BEN.phone)).toBe(2);
  expect(twilio.texts.filter((t) => t.to === BEN.phone)[1]!.body).toBe('Ben, any questions about your quote? Reply STOP to opt out.');
  await expect.poll(async () => (await enrollmentOf(BEN.name)).status).toBe('finished');
  shown = await enrollments();
  await expect(shown.row(BEN.name)).toContainText('Finished');
  await expect(shown.row(ADA.name)).toContainText('Stopped');
  await shown.dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  const figures = cadence.getByRole('list', { name: 'Figures' }).getByRole('listitem');
  await expect(figures.filter({ hasText: 'enrolled' })).toHaveText('21 enrolled');
  await expect(figures.filter({ hasText: 'finished' })).toHaveText('20 finished');
  await expect(figures.filter({ hasText: 'opted out' })).toHaveText('1 opted out');
  await shot(page, '08-cadence-card-after');
  expect(pageProblems.messages).toEqual([]);
});
