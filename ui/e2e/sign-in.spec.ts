import { createUser, signIn, uniqueEmail } from './accounts';
import { expect, test, unexpectedProblems } from './fixtures';

test.describe('sign-in page', () => {
  test('a failed sign-in shows the server message in an alert above the form', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // The alert sits above the form.
    const alertBox = await alert.boundingBox();
    const emailBox = await page.getByLabel('Email address').boundingBox();
    expect(alertBox!.y).toBeLessThan(emailBox!.y);
  });

  test('the button reads "Signing in..." and is disabled while the request runs', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the real request until the busy state has been seen, then let it reach the server.
    await page.route('**/api/v1/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByLabel('Email address').fill('agent@example.com');
    await page.getByLabel('Password').fill('secret-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('a saved session with a token but no user data still shows the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('authToken', 'stale-token'));
    await page.reload();

    await expect(page.getByText('Sign in to your account')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('a wrong password and an unknown e-mail both answer "Invalid email or password"', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const user = await createUser(dialer, { role: 'admin' });
    await page.goto('/');
    for (const [email, password] of [
      [user.email, 'not-the-password'],
      [uniqueEmail('nobody'), user.password],
    ] as const) {
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    }
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    expect(unexpectedProblems(pageProblems, 401)).toEqual([]);
  });

  test('repeated failures for one account show the server\'s "Too many attempts" message', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const user = await createUser(dialer, { role: 'agent' });
    await page.goto('/');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill('wrong-password');
    const alert = page.getByRole('alert');
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(alert).toHaveText(/Invalid email or password|Too many attempts/);
      if ((await alert.textContent())?.startsWith('Too many')) break;
    }
    await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(unexpectedProblems(pageProblems, 401, 429)).toEqual([]);
  });

  test('"Login failed" when the server gives no message', async ({ page }) => {
    await page.route('**/api/v1/auth/login', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test('a correct sign-in opens the shell and stores the session', async ({ page, dialer, pageProblems }) => {
    const user = await createUser(dialer, { role: 'admin', name: 'Ada Admin' });
    await signIn(page, user);

    await expect(page).toHaveURL(/\/agents$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText(/Ada Admin\s*ADMIN/);
    const saved = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      user: JSON.parse(localStorage.getItem('userData') ?? 'null'),
    }));
    expect(saved.token).toBeTruthy();
    expect(saved.user).toMatchObject({ email: user.email, role: 'admin', name: 'Ada Admin' });
    expect(pageProblems.messages).toEqual([]);
  });

  test('/login and /register send a signed-in user to the home route', async ({ page, dialer }) => {
    const user = await createUser(dialer, { role: 'agent' });
    await signIn(page, user);
    await expect(page).toHaveURL(/\/mycalls$/);

    for (const path of ['/login', '/register?trial=true']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/mycalls$/);
      await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
    }
  });

  test('with registration closed the sign-in page hides "Start Free Trial"', async ({ page, closedDialer }) => {
    await page.goto(`${closedDialer.url}/`);
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.getByText('Ask your administrator for an account.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
  });
});
