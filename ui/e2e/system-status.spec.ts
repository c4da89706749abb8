// The Overview's System Status card against the real server on its test clock: fine while Twilio answers for the
// account, "1 check needs attention" with Twilio's reason once it stops accepting it (asked again after the minute
// an answer is kept), fine again when it accepts it; at 1280 and 768 px.
import { randomBytes } from 'node:crypto';
import { createUser, openSignedIn } from './accounts';
import { expect, unexpectedProblems } from './fixtures';
import { capture } from './fixtures/screenshots';
import { test } from './fixtures/twilio';

test.use({ dialerArgs: ['--test-clock', '2026-11-23T15:00:00Z'] });

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

test('System Status follows Twilio: fine, failing with its reason, fine again', async ({
  page,
  dialer,
  twilio,
  request,
  pageProblems,
}, testInfo) => {
  const account = { sid: `AC${hex(16)}`, authToken: hex(16), friendlyName: 'Status Co', numbers: [] };
  twilio.addAccount(account);
  const owner = await createUser(dialer, { role: 'superadmin', org: `Status ${hex(2)}` });
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: owner.email, password: owner.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const saved = await request.put(`${dialer.url}/api/v1/telephony`, {
    headers,
    data: { accountSid: account.sid, authToken: account.authToken },
  });
  expect(saved.status()).toBe(200);
  expect((await request.post(`${dialer.url}/api/v1/telephony/test`, { headers })).status()).toBe(200);
  const aMinuteLater = async () => {
    const moved = await request.post(`${dialer.url}/api/v1/test-clock`, { headers, data: { advanceSeconds: 61 } });
    expect(moved.status(), await moved.text()).toBe(200);
  };

  await openSignedIn(page, owner, '/dashboard');
  const checks = page.getByRole('list', { name: 'Checks' });
  await expect(page.getByTestId('system-status-summary')).toHaveText('All systems operational');
  await expect(checks.getByRole('listitem').filter({ hasText: 'Twilio' })).toContainText('Connected to Status Co');
  await expect(checks.getByRole('listitem').filter({ hasText: 'Database' })).toContainText('free on its disk');
  await expect(checks.getByRole('listitem').filter({ hasText: 'Background jobs' })).toContainText('Every job ran on time');

  // Twilio stops accepting the account (a changed Auth Token): said once the minute's answer has passed.
  twilio.addAccount({ ...account, authToken: hex(16) });
  await aMinuteLater();
  await page.reload();
  await expect(page.getByTestId('system-status-summary')).toHaveText('1 check needs attention');
  const twilioLine = checks.getByRole('listitem').filter({ hasText: 'Twilio' });
  await expect(twilioLine).toContainText('Twilio did not answer for the account: ');
  await expect(twilioLine).toContainText('Failing');
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, testInfo, 'dashboard-twilio-failing', width);
  }

  twilio.addAccount(account);
  await aMinuteLater();
  await page.reload();
  await expect(page.getByTestId('system-status-summary')).toHaveText('All systems operational');
  expect(unexpectedProblems(pageProblems)).toEqual([]);
});
