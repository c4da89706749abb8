import { createUser, signIn } from './accounts';
import { expect, test, unexpectedProblems } from './fixtures';

const EXPIRED = 'Your session has expired. Please sign in again.';

test.describe('session', () => {
  test('sign out clears the session and ends the token; signing in again works', async ({
    page,
    dialer,
    request,
    pageProblems,
  }) => {
    const user = await createUser(dialer, { role: 'admin' });
    await signIn(page, user);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await loggedOut).status()).toBe(204);

    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userData')])).toEqual([
      null,
      null,
    ]);
    const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);

    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('a reload of a deep link while signed in stays there', async ({ page, dialer, pageProblems }) => {
    const user = await createUser(dialer, { role: 'superadmin' });
    await signIn(page, user);
    await page.goto('/cadences');
    await expect(page.getByRole('heading', { name: 'Cadences', level: 1 })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/cadences$/);
    await expect(page.getByRole('heading', { name: 'Cadences', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cadences' })).toHaveAttribute('aria-current', 'page');
    expect(pageProblems.messages).toEqual([]);
  });

  test('a token the server no longer accepts signs out with the expiry message', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const user = await createUser(dialer, { role: 'admin' });
    await signIn(page, user);
    await page.goto('/calls');
    await expect(page.getByText('No calls yet')).toBeVisible();
    // Tampered from a page of the same origin that is not the app: a request the running app made meanwhile would
    // carry the tampered token, sign out before the reload and leave nothing for the next page to expire.
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('authToken', 'tampered-token'));
    await page.goto('/calls');

    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('userData')])).toEqual([
      null,
      null,
    ]);

    // Signing in again continues where the user was.
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/calls$/);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    expect(unexpectedProblems(pageProblems, 401)).toEqual([]);
  });

  test('the saved user is refreshed from /auth/me', async ({ page, dialer }) => {
    const user = await createUser(dialer, { role: 'admin', name: 'Real Name' });
    await signIn(page, user);
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('userData')!);
      localStorage.setItem('userData', JSON.stringify({ ...saved, name: 'Stale Name' }));
    });
    await page.reload();

    await expect(page.getByTestId('signed-in-user')).toHaveText(/Real Name/);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('userData')!));
    expect(saved.name).toBe('Real Name');
  });
});
