import { expect, test } from './fixtures';

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
    // The alert sits above the form, as spec §8 asks.
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
});
