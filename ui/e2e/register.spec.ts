import type { Page, Request } from '@playwright/test';
import { SUPERADMIN_MENU, menuLinks, uniqueEmail } from './accounts';
import { expect, test, unexpectedProblems } from './fixtures';

interface TrialForm {
  company?: string;
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirm?: string;
  terms?: boolean;
}

async function fillTrialForm(page: Page, form: TrialForm) {
  if (form.company !== undefined) await page.getByLabel('Company Name').fill(form.company);
  if (form.name !== undefined) await page.getByLabel('Your Name').fill(form.name);
  if (form.email !== undefined) await page.getByLabel('Email Address').fill(form.email);
  if (form.phone !== undefined) await page.getByLabel('Phone Number (optional)').fill(form.phone);
  if (form.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(form.password);
  if (form.confirm !== undefined) await page.getByLabel('Confirm Password').fill(form.confirm);
  if (form.terms !== undefined) {
    await page.getByLabel(/I have read and accept the Terms of Service/).setChecked(form.terms);
  }
}

function completeForm(overrides: TrialForm = {}): TrialForm {
  return {
    company: 'Acme Calling Co',
    name: 'Rita Owner',
    email: uniqueEmail('owner'),
    password: 'secret-pass',
    confirm: 'secret-pass',
    terms: true,
    ...overrides,
  };
}

const submit = (page: Page) => page.getByRole('button', { name: 'Create Account' }).click();

test.describe('trial registration', () => {
  test('the form has every field, the links and no errors', async ({ page, pageProblems }) => {
    await page.goto('/register?trial=true');

    await expect(page.getByRole('heading', { name: 'Start Your Free Trial' })).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'password');
    await expect(page.getByText('For SMS notifications')).toBeVisible();
    await expect(page.getByLabel(/up to 5 emails per week/)).not.toBeChecked();
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('the SMS consent box appears only once a phone number is typed', async ({ page }) => {
    await page.goto('/register');
    const sms = page.getByLabel(/up to 3 messages per week/);
    await expect(sms).toHaveCount(0);

    await page.getByLabel('Phone Number (optional)').fill('+1 555 0100');
    await expect(sms).toBeVisible();
    await expect(sms).not.toBeChecked();
    await expect(page.getByText(/Reply STOP to opt out at any time, or HELP for help/)).toBeVisible();
    await expect(page.getByText(/Consent is not a condition of purchase/).first()).toBeVisible();

    await page.getByLabel('Phone Number (optional)').fill('');
    await expect(sms).toHaveCount(0);
  });

  test('the client checks run in a fixed order and show the first failure', async ({ page }) => {
    await page.goto('/register');
    const alert = page.getByRole('alert');
    const steps: Array<[TrialForm, string]> = [
      [{}, 'Please fill in all required fields'],
      [{ company: 'Acme', name: 'Rita Owner', email: 'rita@example.com' }, 'Please fill in all required fields'],
      [{ password: 'abc', confirm: 'abd' }, 'Passwords do not match'],
      [{ confirm: 'abc' }, 'Password must be at least 6 characters long'],
      [{ password: 'abcdef', confirm: 'abcdef' }, 'You must accept the Terms of Service to continue'],
    ];
    for (const [form, message] of steps) {
      await fillTrialForm(page, form);
      await submit(page);
      await expect(alert).toHaveText(message);
    }
    // The alert sits above the form.
    const alertBox = await alert.boundingBox();
    const companyBox = await page.getByLabel('Company Name').boundingBox();
    expect(alertBox!.y).toBeLessThan(companyBox!.y);
  });

  test('a trial lands on /agents signed in as the superadmin with the whole menu', async ({ page, pageProblems }) => {
    const form = completeForm({ phone: '+1 555 0199' });
    let sent: Record<string, unknown> = {};
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/register-trial')) sent = request.postDataJSON();
    });
    await page.goto('/register?trial=true');
    await fillTrialForm(page, form);
    await page.getByLabel(/up to 3 messages per week/).check();
    const before = Date.now();
    await submit(page);

    await expect(page).toHaveURL(/\/agents$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText(/Rita Owner\s*SUPERADMIN/);
    await expect(menuLinks(page)).toHaveText(SUPERADMIN_MENU);
    await expect(page.getByRole('heading', { name: 'Setup & Configuration' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');

    expect(Object.keys(sent).sort()).toEqual(
      ['companyName', 'consentTimestamp', 'email', 'emailConsent', 'name', 'password', 'phone', 'smsConsent'].sort(),
    );
    expect(sent).toMatchObject({
      companyName: 'Acme Calling Co',
      name: 'Rita Owner',
      email: form.email,
      phone: '+1 555 0199',
      password: 'secret-pass',
      smsConsent: true,
      emailConsent: false,
    });
    const stamp = Date.parse(String(sent['consentTimestamp']));
    expect(String(sent['consentTimestamp'])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Math.abs(stamp - before)).toBeLessThan(60_000);

    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'));
    expect(saved).toMatchObject({ email: form.email, role: 'superadmin', organizationName: 'Acme Calling Co' });
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    expect(pageProblems.messages).toEqual([]);
  });

  test('an e-mail that already has an account shows the server message', async ({ page, pageProblems }) => {
    const email = uniqueEmail('taken');
    // The API requests in flight, but the live stream (it stays open by design).
    const inFlight = new Set<Request>();
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/') && !request.url().includes('/api/v1/events?')) inFlight.add(request);
    });
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.goto('/register');
    await fillTrialForm(page, completeForm({ email }));
    const agentsListed = page.waitForResponse((response) => /\/api\/v1\/mayor\/agents(\?|$)/.test(response.url()));
    await submit(page);
    await expect(page).toHaveURL(/\/agents$/);
    // Signing out while the Agents screen still loads would end its requests with 401s (the session is gone).
    await agentsListed;
    await expect.poll(() => inFlight.size).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto('/register');
    await fillTrialForm(page, completeForm({ email: email.toUpperCase() }));
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(unexpectedProblems(pageProblems, 409)).toEqual([]);
  });

  test('an address the server cannot accept shows its e-mail message', async ({ page, pageProblems }) => {
    await page.goto('/register');
    // The form does not let the browser's own check speak first: the server's sentence is the one shown.
    await fillTrialForm(page, completeForm({ email: 'not-an-address' }));
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
  });

  test('the button reads "Creating Account..." while the request runs', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/auth/register-trial', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/register');
    await fillTrialForm(page, completeForm());
    await submit(page);

    await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/agents$/);
  });

  test('"Registration failed" without a server message, and the network error text', async ({ page }) => {
    await page.route('**/api/v1/auth/register-trial', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/register');
    await fillTrialForm(page, completeForm());
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText('Registration failed');

    await page.unroute('**/api/v1/auth/register-trial');
    await page.route('**/api/v1/auth/register-trial', (route) => route.abort('connectionrefused'));
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText('Network error. Please try again.');
  });

  test('a closed server answers the attempt with its message', async ({ page, closedDialer, pageProblems }) => {
    await page.goto(`${closedDialer.url}/register?trial=true`);
    await fillTrialForm(page, completeForm());
    await submit(page);
    await expect(page.getByRole('alert')).toHaveText('Registration is closed');
    expect(unexpectedProblems(pageProblems, 403)).toEqual([]);
  });
});
