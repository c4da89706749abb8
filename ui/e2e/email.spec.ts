// The E-mail screen against the real server and a real SMTP server: an admin sets up the mail relay, a wrong
// password is refused in the relay's own words, the test e-mail arrives, and an agent's welcome e-mail goes out
// at once and shows "Sent" in its history.
import { createUser, openSignedIn } from './accounts';
import { addAgent, newAgent, openRowMenu } from './agents-helpers';
import { startDialerServer, type DialerServer } from './dialer-server';
import { expect, problemsBesides, test as base } from './fixtures';
import { headerOf, startSmtpServer, type SmtpServer } from './smtp-server';

const test = base.extend<object, { smtp: SmtpServer }>({
  smtp: [
    async ({}, use) => {
      const server = await startSmtpServer({ user: 'mailer', password: 'pass word' });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker' },
  ],
  dialer: [
    async ({ smtp }, use) => {
      const server: DialerServer = await startDialerServer(['--smtp-ca-file', smtp.caFile]);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

test('an admin sets up the mail relay, tests it, and a welcome e-mail goes out through it', async ({
  page,
  dialer,
  smtp,
  pageProblems,
}) => {
  test.setTimeout(60_000);
  const admin = await createUser(dialer, { role: 'admin' });
  await openSignedIn(page, admin, '/agents');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'E-mail' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send test e-mail' })).toBeDisabled();

  // The usual port follows the security chosen; a missing From address is refused by the server, in words.
  await expect(page.getByLabel('Port')).toHaveValue('587');
  await page.getByLabel('Security').selectOption('tls');
  await expect(page.getByLabel('Port')).toHaveValue('465');
  await page.getByLabel('Security').selectOption('starttls');
  await page.getByLabel('SMTP Server').fill('localhost');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('mail-relay-error')).toHaveText('Enter the address the e-mails come from, like calls@example.com');
  await expect(page.getByLabel('From Address')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Port').fill(String(smtp.port));
  await page.getByLabel('Username').fill('mailer');
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByLabel('From Address').fill('calls@sunrise.test');
  await page.getByLabel('From Name (Optional)').fill('Sunrise Calls');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Mail relay saved. Send a test e-mail to check it.');
  await expect(page.getByTestId('mail-relay-status')).toHaveText('Not tested');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', '••••word (set)');

  await expect(page.getByLabel('Send to')).toHaveValue(admin.email);
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByTestId('mail-relay-error')).toHaveText(
    'The test e-mail could not be sent: the relay refused the login (535 5.7.8 Authentication credentials invalid)',
  );
  await expect(page.getByTestId('mail-relay-status')).toHaveText('Failing');
  expect(smtp.received()).toHaveLength(0);

  await page.getByLabel('Password', { exact: true }).fill('pass word');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('mail-relay-status')).toHaveText('Not tested');
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Test e-mail sent to ${admin.email}`);
  await expect(page.getByTestId('mail-relay-status')).toHaveText('Working');
  const testMail = smtp.received().find((mail) => mail.rcptTos.includes(admin.email));
  expect(testMail?.encrypted).toBe(true);
  expect(testMail?.login).toBe('mailer');
  expect(headerOf(testMail!, 'Subject')).toBe('Test e-mail from Dialer Dashboard');
  expect(headerOf(testMail!, 'From')).toBe('"Sunrise Calls" <calls@sunrise.test>');
  await page.screenshot({ path: 'test-results/email-relay-1280.png', fullPage: true });

  // An agent's welcome e-mail goes out at once: its history says Sent.
  await page.goto('/agents');
  const agent = newAgent({ firstName: 'Wendy', lastName: 'Mail' });
  const row = await addAgent(page, agent);
  await openRowMenu(page, row, 'Send welcome email');
  await expect.poll(() => smtp.received().filter((mail) => mail.rcptTos.includes(agent.email)).length).toBe(1);
  const welcome = smtp.received().find((mail) => mail.rcptTos.includes(agent.email))!;
  expect(headerOf(welcome, 'Subject')).toBe('Welcome to Dialer Dashboard');
  await openRowMenu(page, row, 'Email history');
  const history = page.getByRole('dialog', { name: 'Email history' });
  const entry = history.getByRole('list', { name: 'Email history' }).getByRole('listitem').first();
  await expect(entry).toContainText('Welcome to Dialer Dashboard');
  await expect(entry).toContainText('Sent');
  await expect(entry).toContainText('· sent ');
  await expect(history.getByTestId('email-history-waiting')).toHaveCount(0);
  // The refused save (400) and the failed test (502) are logged by the screen; nothing else went wrong.
  expect(problemsBesides(pageProblems, [400, 502])).toEqual([]);
});
