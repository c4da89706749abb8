// /cadences against the real server: an admin writes a text template (its cost meter turns UCS-2 with an emoji)
// and an e-mail template, builds a three-step cadence (text, wait a business day, e-mail) through the step editor,
// activates it, enrolls two leads from the leads screen's bulk bar, sees them counted and listed on the cadence,
// and stops one by hand. The organization's number comes from the Twilio stub, as a synced number that can text.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createUser, openSignedIn, type TestUser } from './accounts';
import type { DialerServer } from './dialer-server';
import { expect, unexpectedProblems } from './fixtures';
import { test } from './fixtures/twilio';
import type { TwilioStub } from './twilio-stub';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** An admin in an organization of its own, with a synced Twilio number that texts, two emojis and three leads. */
async function setUp(dialer: DialerServer, twilio: TwilioStub, request: APIRequestContext) {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const ourNumber = `+1415555${String(1000 + (randomBytes(2).readUInt16BE() % 9000))}`;
  twilio.addAccount({
    sid: accountSid,
    authToken,
    friendlyName: 'Cadence Co',
    numbers: [{ sid: `PN${hex(16)}`, phoneNumber: ourNumber, friendlyName: 'Texting line', sms: true }],
  });
  const admin: TestUser = await createUser(dialer, { role: 'admin', org: `Cadence Org ${hex(2)}` });
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: admin.email, password: admin.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.put(`${dialer.url}/api/v1/telephony`, { headers, data: { accountSid, authToken } })).status()).toBe(200);
  expect((await request.post(`${dialer.url}/api/v1/phone-numbers/sync`, { headers })).status()).toBe(200);
  // A known emoji set, so the template editor's emoji row is predictable.
  expect((await request.put(`${dialer.url}/api/v1/emojis`, { headers, data: { emojis: ['🔥', '📞'] } })).status()).toBe(200);
  for (const [index, name] of ['Ada Cadence', 'Ben Cadence', 'Cal Outside'].entries()) {
    const made = await request.post(`${dialer.url}/api/v1/leads`, {
      headers,
      data: { name, phone: `+1202555${String(2000 + index)}`, email: `${name.split(' ')[0]!.toLowerCase()}-${hex(3)}@example.com` },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  return { admin, ourNumber };
}

test('an admin writes templates, builds and activates a cadence, enrolls two leads in bulk and stops one', async ({
  page,
  dialer,
  twilio,
  request,
  pageProblems,
}) => {
  const { admin, ourNumber } = await setUp(dialer, twilio, request);
  await openSignedIn(page, admin, '/cadences');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Cadences', level: 1 })).toBeVisible();
  await expect(main.getByText('Define the call sequences and timing your campaigns follow.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Call Sequences' })).toBeVisible();
  await expect(main.getByText('Set up your call cadences and sequences here.')).toBeVisible();
  await expect(main.getByText('No cadences yet — create the first one')).toBeVisible();

  // A text template: the lead's field goes in at the cursor, the meter counts GSM-7 until an emoji goes in.
  await main.getByRole('tab', { name: 'Message Templates' }).click();
  await expect(page).toHaveURL(/\/cadences\?tab=templates$/);
  await main.getByRole('button', { name: 'New Template' }).click();
  let dialog = page.getByRole('dialog', { name: 'New Template' });
  await expect(dialog.getByLabel('Channel')).toHaveValue('sms');
  await dialog.getByLabel('Template Name').fill('First touch');
  const body = dialog.getByLabel('Message');
  await body.fill('Hi ');
  await dialog.getByRole('group', { name: 'Lead fields' }).getByRole('button', { name: '{{firstName}}' }).click();
  await expect(body).toHaveValue('Hi {{firstName}}');
  await body.press('End');
  await body.pressSequentially(', your solar quote is ready. Reply STOP to opt out.');
  await expect(body).toHaveValue('Hi {{firstName}}, your solar quote is ready. Reply STOP to opt out.');
  await expect(dialog.getByText(/^GSM-7 · 1 segment · /)).toBeVisible();
  await dialog.getByRole('group', { name: 'Emojis' }).getByRole('button', { name: 'Insert 🔥' }).click();
  await expect(body).toHaveValue('Hi {{firstName}}, your solar quote is ready. Reply STOP to opt out.🔥');
  await expect(dialog.getByText(/^UCS-2 because of “🔥” · 1 segment · /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  const templates = main.getByRole('tabpanel', { name: 'Message Templates' });
  await expect(templates.getByRole('row', { name: /First touch/ })).toContainText('Text');

  // An e-mail template: a subject, no cost meter, no emoji row.
  await main.getByRole('button', { name: 'New Template' }).click();
  dialog = page.getByRole('dialog', { name: 'New Template' });
  await dialog.getByLabel('Channel').selectOption('email');
  await expect(dialog.getByTestId('sms-cost')).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: 'Emojis' })).toHaveCount(0);
  await dialog.getByLabel('Template Name').fill('Quote follow-up');
  await dialog.getByLabel('Subject').fill('Your solar quote');
  await dialog.getByLabel('Message').fill('Hello {{name}}, here is your quote from {{companyName}}.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(templates.getByRole('row', { name: /Quote follow-up/ })).toContainText('E-mail');

  // The cadence: text, e-mail, wait; the wait moved up between them.
  await main.getByRole('tab', { name: 'Cadences' }).click();
  await main.getByRole('button', { name: 'New Cadence' }).click();
  dialog = page.getByRole('dialog', { name: 'New Cadence' });
  await dialog.getByLabel('Cadence Name').fill('Solar follow-up');
  await dialog.getByLabel('Texts come from').selectOption(ourNumber);
  const add = dialog.getByRole('group', { name: 'Add a step' });
  await add.getByRole('button', { name: 'Add Text' }).click();
  await add.getByRole('button', { name: 'Add E-mail' }).click();
  await add.getByRole('button', { name: 'Add Wait' }).click();
  await dialog.getByRole('button', { name: 'Move step 3 up' }).click();
  await expect(dialog.getByRole('heading', { level: 3, name: /^Step \d/ })).toHaveText(['Step 1: Text', 'Step 2: Wait', 'Step 3: E-mail']);

  const text = dialog.getByRole('group', { name: 'Step 1: Text' });
  await expect(text.getByRole('switch', { name: "Only in the lead's hours" })).toHaveAttribute('aria-checked', 'true');
  await expect(text.getByLabel('From')).toHaveValue('09:00');
  await expect(text.getByLabel('Until')).toHaveValue('20:00');
  // An hour after enrollment, so the test finds both leads still waiting for their first step.
  await text.getByLabel('Delay').fill('1');
  await text.getByLabel('Unit').selectOption('hours');
  const wait = dialog.getByRole('group', { name: 'Step 2: Wait' });
  await expect(wait.getByLabel('Wait for')).toHaveValue('1');
  await expect(wait.getByLabel('Unit')).toHaveValue('business_days');

  // The server refuses a text step without its template: its sentence shows, and nothing typed is lost.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Step 1: choose a text template');
  await expect(dialog.getByLabel('Cadence Name')).toHaveValue('Solar follow-up');
  await expect(text.getByLabel('Delay')).toHaveValue('1');

  await text.getByLabel('Template').selectOption({ label: 'First touch' });
  const email = dialog.getByRole('group', { name: 'Step 3: E-mail' });
  // Only e-mail templates are offered to an e-mail step.
  await expect(email.getByLabel('Template').getByRole('option')).toHaveText(['Choose an e-mail template', 'Quote follow-up']);
  await email.getByLabel('Template').selectOption({ label: 'Quote follow-up' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Solar follow-up created')).toBeVisible();

  const cadence = main.getByRole('article', { name: 'Solar follow-up' });
  await expect(cadence.getByText('Paused', { exact: true })).toBeVisible();
  await expect(cadence.getByTestId('cadence-steps')).toHaveText('Text after 1 hour → wait 1 business day → E-mail');
  await cadence.getByRole('button', { name: 'Activate' }).click();
  await expect(cadence.getByText('Active', { exact: true })).toBeVisible();
  await expect(cadence.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Enroll two of the three leads from the leads screen, as a bulk action.
  await page.goto('/leads');
  await expect(page.getByText('Loading leads...')).toHaveCount(0);
  await page.getByLabel('Select Ada Cadence').check();
  await page.getByLabel('Select Ben Cadence').check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByLabel('Enroll in cadence').selectOption({ label: 'Solar follow-up' });
  await bar.getByRole('button', { name: 'Enroll', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enroll in Cadence' });
  await expect(confirm).toContainText('Enroll 2 leads in the cadence Solar follow-up?');
  await confirm.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText('2 leads enrolled in Solar follow-up')).toBeVisible();

  // Counted on the cadence, and listed in its enrollments.
  await page.goto('/cadences');
  await expect(cadence.getByRole('list', { name: 'Figures' }).getByRole('listitem').filter({ hasText: 'enrolled' })).toHaveText(
    '2 enrolled',
  );
  await cadence.getByRole('button', { name: 'Enrollments' }).click();
  dialog = page.getByRole('dialog', { name: 'Enrollments: Solar follow-up' });
  const rows = dialog.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Cal Outside' })).toHaveCount(0);
  const ada = rows.filter({ hasText: 'Ada Cadence' });
  const ben = rows.filter({ hasText: 'Ben Cadence' });
  await expect(ada).toContainText('Active');
  await expect(ada).toContainText('Step 1 of 3: Text');
  await expect(ben).toContainText('Active');

  // Stopped by hand: after a confirmation, for good.
  await ada.getByRole('button', { name: 'Stop Ada Cadence' }).click();
  const stop = page.getByRole('alertdialog', { name: 'Stop Enrollment' });
  await expect(stop).toContainText('Stop Solar follow-up for Ada Cadence?');
  await stop.getByRole('button', { name: 'Stop' }).click();
  await expect(ada).toContainText('Stopped');
  await expect(ada).toContainText('Stopped by hand');
  await expect(ada.getByRole('button')).toHaveCount(0);
  await expect(ben.getByRole('button', { name: 'Pause Ben Cadence' })).toBeVisible();

  await dialog.getByLabel('Status').selectOption('stopped');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ada Cadence');
  await dialog.getByLabel('Status').selectOption('active');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ben Cadence');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(cadence.getByRole('list', { name: 'Figures' }).getByRole('listitem').filter({ hasText: 'enrolled' })).toHaveText(
    '2 enrolled',
  );
  await expect(cadence.getByRole('list', { name: 'Figures' }).getByRole('listitem').filter({ hasText: 'active' })).toHaveText(
    '1 active',
  );

  // Only the refused save's own 400 was logged by the browser.
  expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
});

test('a template a cadence sends cannot be deleted: the server says why', async ({ page, dialer, twilio, request, pageProblems }) => {
  const { admin, ourNumber } = await setUp(dialer, twilio, request);
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: admin.email, password: admin.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const made = await request.post(`${dialer.url}/api/v1/message-templates`, {
    headers,
    data: { channel: 'sms', name: 'In use', subject: '', body: 'Hi {{firstName}}. Reply STOP to opt out.' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id: templateId } = (await made.json()) as { id: number };
  const cadence = await request.post(`${dialer.url}/api/v1/cadences`, {
    headers,
    data: {
      name: 'Uses it',
      smsFrom: ourNumber,
      steps: [{ kind: 'sms', delay: { amount: 0, unit: 'minutes' }, window: null, templateId }],
    },
  });
  expect(cadence.status(), await cadence.text()).toBe(201);

  await openSignedIn(page, admin, '/cadences?tab=templates');
  const row = page.getByRole('row', { name: /In use/ });
  await expect(row).toContainText('1 step');
  await row.getByRole('button', { name: 'Delete In use' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Template' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('This template is used by a cadence: change the cadence first');
  await expect(row).toBeVisible();
  expect(unexpectedProblems(pageProblems, 409)).toEqual([]);
});
