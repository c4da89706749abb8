// The /twilio screen against the real server and a Twilio stub: an admin enters the Account SID and Auth Token,
// sees a refused token said as Twilio's refusal, fixes it, tests the connection and sees the account; the token
// is never shown again; the callback addresses follow --public-url; Twilio answers STOP and HELP until the admin says
// it does not.
import { randomBytes } from 'node:crypto';
import { createUser, openSignedIn } from './accounts';
import { expect } from './fixtures';
import { capture, WIDTHS } from './fixtures/screenshots';
import { test } from './fixtures/twilio';


const hex = (bytes: number) => randomBytes(bytes).toString('hex');

test.describe('twilio screen', () => {
  test('connect an account: a wrong token is refused in Twilio\'s words, the right one connects', async ({
    page,
    dialer,
    twilio,
  }, testInfo) => {
    const sid = `AC${hex(16)}`;
    const token = hex(16);
    twilio.addAccount({ sid, authToken: token, friendlyName: 'Sunrise Solar Calls' });
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/agents');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Twilio' }).click();
    await expect(page.getByRole('heading', { name: 'Twilio', level: 1 })).toBeVisible();
    await expect(page.getByText('Twilio integration tools and status')).toBeVisible();
    await expect(page.getByTestId('twilio-status')).toHaveText('Not connected');
    await expect(page.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
    await expect(page.getByLabel('Voice URL (TwiML App, HTTP POST)')).toHaveValue('https://dialer.example.test/api/v1/twilio/voice');

    // A malformed SID is refused by the server with its sentence.
    await page.getByLabel('Account SID').fill('AC123');
    await page.getByLabel('Auth Token').fill(token);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('The Account SID must start with AC and have 34 characters');

    await page.getByLabel('Account SID').fill(sid);
    await page.getByLabel('Auth Token').fill(hex(16));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast')).toContainText('Twilio settings saved');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Twilio connection test failed: Twilio refused the Account SID and Auth Token (HTTP 401)',
    );
    await expect(page.getByTestId('twilio-status')).toHaveText('Connection failed');

    await page.getByLabel('Auth Token').fill(token);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('twilio-status')).toHaveText('Not connected');
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByTestId('toast')).toContainText('Connected to Sunrise Solar Calls');
    await expect(page.getByTestId('twilio-status')).toHaveText('Connected');
    await expect(page.getByTestId('twilio-account')).toContainText('Sunrise Solar Calls · Full account');

    // After a reload the token is a mask, never the token.
    await page.reload();
    await expect(page.getByLabel('Auth Token')).toHaveValue('');
    await expect(page.getByLabel('Auth Token')).toHaveAttribute('placeholder', `••••${token.slice(-4)} (set)`);
    expect(await page.content()).not.toContain(token);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 1000 });
      await capture(page, testInfo, 'twilio', width);
    }

    // On by default; turned off, it stays off.
    const twilioAnswers = page.getByLabel('Twilio answers STOP and HELP for my numbers');
    await expect(twilioAnswers).toBeChecked();
    await expect(twilioAnswers).toHaveAccessibleDescription(/when this is off, Dialer Dashboard sends the replies/);
    await twilioAnswers.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('toast')).toContainText('Twilio settings saved');
    await page.reload();
    await expect(twilioAnswers).not.toBeChecked();
  });

  test('the account\'s numbers are synced from Twilio, and a campaign\'s caller ID shows beside its number', async ({
    page,
    dialer,
    twilio,
    request,
  }, testInfo) => {
    const sid = `AC${hex(16)}`;
    const token = hex(16);
    const numbers = Array.from({ length: 60 }, (_, i) => ({
      sid: `PN${hex(16)}`,
      phoneNumber: `+1415555${String(1000 + i)}`,
      friendlyName: `Line ${i}`,
      sms: i % 2 === 0,
    }));
    twilio.addAccount({ sid, authToken: token, friendlyName: 'Lines Co', numbers });
    const admin = await createUser(dialer, { role: 'admin' });
    const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: admin.email, password: admin.password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    expect((await request.put(`${dialer.url}/api/v1/telephony`, { headers, data: { accountSid: sid, authToken: token } })).status()).toBe(200);

    await openSignedIn(page, admin, '/phone-numbers');
    await expect(page.getByText('Your phone numbers will be displayed here.')).toBeVisible();
    await page.getByRole('button', { name: 'Sync Numbers' }).click();
    await expect(page.getByTestId('toast')).toContainText('Synced 60 numbers from Twilio');
    await expect(page.locator('[data-testid^="number-"]')).toHaveCount(60);
    await expect(page.getByTestId('number-+14155551001')).toContainText('Line 1');
    await expect(page.getByTestId('number-+14155551001')).not.toContainText('SMS');

    // A campaign calling from one of them.
    const made = await request.post(`${dialer.url}/api/v1/campaigns`, {
      headers,
      data: { name: 'West Coast', callerId: '+1 415 555 1002' },
    });
    expect(made.status()).toBe(201);
    const refused = await request.post(`${dialer.url}/api/v1/campaigns`, {
      headers,
      data: { name: 'Elsewhere', callerId: '+1 202 555 0147' },
    });
    expect(refused.status()).toBe(400);
    await page.reload();
    await expect(page.getByTestId('number-+14155551002')).toContainText('West Coast');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, testInfo, 'phone-numbers', width, false);
    }

    // The campaign form offers the numbers that can call.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/campaigns');
    await page.getByRole('button', { name: 'Edit West Coast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await expect(dialog.getByLabel('Caller ID')).toHaveValue('+14155551002');
    await dialog.getByLabel('Caller ID').selectOption({ label: '+14155551005 · Line 5' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('toast')).toContainText('West Coast updated');
    await page.goto('/phone-numbers');
    await expect(page.getByTestId('number-+14155551005')).toContainText('West Coast');
  });
});
