// The public /reset-password page: its checks, the server's answer to a bad link, and no sign-in needed.
import { expect, test, unexpectedProblems } from './fixtures';

const INVALID = 'This password reset link is invalid or has expired';

test.describe('reset password page', () => {
  test('without a token it says the link is invalid and offers sign-in', async ({ page, pageProblems }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(pageProblems.messages).toEqual([]);
  });

  test('checks the fields, then shows the server message for an unknown token', async ({ page, pageProblems }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    const submit = page.getByRole('button', { name: 'Set New Password' });
    await expect(page.getByLabel('New Password', { exact: true })).toBeFocused();

    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
    await page.getByLabel('New Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm New Password').fill('secret-two');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm New Password').fill('abc');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');

    await page.getByLabel('New Password', { exact: true }).fill('long-enough');
    await page.getByLabel('Confirm New Password').fill('long-enough');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(INVALID);
    await expect(submit).toBeEnabled();
    expect(unexpectedProblems(pageProblems, 400)).toEqual([]);
  });
});
