import { createUser, openSignedIn } from './accounts';
import { expect, test } from './fixtures';

const TERMS_SECTIONS = [
  /SMS and Email Communications/,
  /Service Usage/,
  /Account Responsibility/,
  /Privacy and Data Protection/,
  /Consent Withdrawal/,
  /Contact Information/,
];

test.describe('terms and privacy', () => {
  test('/terms has the six sections and the consent facts', async ({ page, pageProblems }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.locator('section')).toHaveCount(6);
    await expect(page.locator('section > h2')).toHaveText(TERMS_SECTIONS);

    const text = await page.locator('article').innerText();
    expect(text).toContain('at most 3 SMS messages and at most 5 emails per week');
    expect(text).toMatch(/Reply STOP/);
    expect(text).toMatch(/HELP/);
    expect(text).toContain('six months after you opt out');
    expect(text).toContain('not a condition of purchasing');
    expect(pageProblems.messages).toEqual([]);
  });

  test('/privacy has thirteen sections and today as its last-updated date', async ({ page, pageProblems }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.locator('section')).toHaveCount(13);

    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    expect(today).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();

    const text = await page.locator('article').innerText();
    expect(text).toContain('not intended for children under 13');
    expect(text).toContain('six months after you opt out');
    expect(text).toContain('at most 3 SMS messages and at most 5 emails per week');
    expect(text).toMatch(/Reply STOP to any message to opt out, or HELP for help/);
    expect(pageProblems.messages).toEqual([]);
  });

  test('both pages are public and stay reachable when signed in', async ({ page, dialer }) => {
    const agent = await createUser(dialer, { role: 'agent' });
    await openSignedIn(page, agent, '/mycalls');
    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText('Sign in to your account')).toHaveCount(0);
    }
  });

  test('the back link returns to the previous page, or home when opened fresh', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    const fresh = await page.context().newPage();
    await fresh.goto('/privacy');
    await fresh.getByRole('link', { name: 'Back' }).click();
    await expect(fresh).toHaveURL(/\/$/);
    await expect(fresh.getByText('Sign in to your account')).toBeVisible();
  });
});
