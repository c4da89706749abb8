// Texts from leads against the real server, delivered as Twilio delivers them (signed, to the number's Messaging
// webhook): STOP gets one confirmation and opts the number out, HELP is answered, a reply is kept; the admin reads
// all of it, and the consent ledger, in the lead's history.
import { randomBytes } from 'node:crypto';
import { createUser, openSignedIn } from './accounts';
import { expect } from './fixtures';
import { PUBLIC_URL, test } from './fixtures/twilio';
import { TwilioPlayer } from './twilio-player';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

test('a lead texts STOP, HELP and a reply: the answers go back, and the lead history shows the texts and the ledger', async ({
  page,
  dialer,
  twilio,
  request,
  pageProblems,
}) => {
  const accountSid = `AC${hex(16)}`;
  const authToken = hex(16);
  const ourNumber = '+14155550142';
  twilio.addAccount({
    sid: accountSid,
    authToken,
    friendlyName: 'Texts Co',
    numbers: [{ sid: `PN${hex(16)}`, phoneNumber: ourNumber, friendlyName: 'Main line' }],
  });
  const admin = await createUser(dialer, { role: 'admin', org: `Sunrise Texts ${hex(2)}` });
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: admin.email, password: admin.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // Twilio's own opt-out handling is off for this account: the server answers STOP and HELP.
  const account = { accountSid, authToken, twilioAnswersKeywords: false };
  expect((await request.put(`${dialer.url}/api/v1/telephony`, { headers, data: account })).status()).toBe(200);
  expect((await request.post(`${dialer.url}/api/v1/phone-numbers/sync`, { headers })).status()).toBe(200);
  // Each opt-out stops its own channel here; one stopping every channel is checked in tests/api/sms_inbox_api_test.cpp.
  const rules = (await (await request.get(`${dialer.url}/api/v1/settings/calling`, { headers })).json()) as object;
  const narrow = await request.put(`${dialer.url}/api/v1/settings/calling`, {
    headers,
    data: { ...rules, optOutAllChannels: false },
  });
  expect(narrow.status()).toBe(200);
  const leadName = `Tess Texter ${hex(2)}`;
  const phoneDigits = `415555${String(1000 + (randomBytes(2).readUInt16BE() % 9000))}`;
  const made = await request.post(`${dialer.url}/api/v1/leads`, { headers, data: { name: leadName, phone: phoneDigits } });
  expect(made.status()).toBe(201);
  const from = `+1${phoneDigits}`;

  const player = new TwilioPlayer({ serverUrl: dialer.url, publicUrl: PUBLIC_URL, accountSid, authToken });
  const text = async (body: string) => {
    const answer = await player.post(`${PUBLIC_URL}/api/v1/twilio/sms`, {
      MessageSid: `SM${hex(16)}`,
      AccountSid: accountSid,
      From: from,
      To: ourNumber,
      Body: body,
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  expect(await text('Can you call me after 5?')).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  expect(await text('HELP')).toContain('reply STOP to opt out of messages, START to opt back in.');
  expect(await text('Stop.')).toContain('<Message>');
  expect(await text('Stop.')).toContain('you are unsubscribed and will receive no more messages');

  await openSignedIn(page, admin, '/leads');
  const row = page.locator('tbody tr[data-lead-id]').filter({ hasText: leadName });
  await row.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead History' });
  const texts = dialog.getByRole('list', { name: 'Texts and e-mails with this lead' }).getByRole('listitem');
  // Four texts from the lead, three answers.
  await expect(texts).toHaveCount(7);
  await expect(texts.nth(1)).toContainText(`From ${from}`);
  await expect(texts.nth(1)).toContainText('Opted out');
  await expect(texts.nth(1)).toContainText('Stop.');
  await expect(texts.nth(0)).toContainText('Automatic answer');
  await expect(texts.last()).toContainText('Reply');
  await expect(texts.last()).toContainText('Can you call me after 5?');
  const ledger = dialog.getByRole('list', { name: 'Consent ledger' }).getByRole('listitem');
  await expect(ledger).toHaveCount(2);
  await expect(ledger.first()).toContainText('Texts refused by text');
  await expect(ledger.first()).toContainText('Texted "Stop."');
  await dialog.screenshot({ path: 'test-results/lead-history-texts.png' });
  expect(pageProblems.messages).toEqual([]);
});
