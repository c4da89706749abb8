import { expect, test } from './fixtures';

test.describe('app shell', () => {
  test('/ shows the sign-in page titled Dialer Dashboard without errors', async ({ page, pageProblems }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('Dialer Dashboard');
    await expect(page.getByRole('heading', { name: 'Dialer Dashboard' })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email address')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(pageProblems.messages).toEqual([]);
  });

  for (const [path, text, title] of [
    ['/leads', 'Sign in to your account', 'Dialer Dashboard'],
    ['/register?trial=true', 'Start Your Free Trial', 'Start Your Free Trial — Dialer Dashboard'],
    ['/login', 'Sign in to your account', 'Dialer Dashboard'],
  ] as const) {
    test(`deep link ${path} reloads into the same page without errors`, async ({ page, pageProblems }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByText(text)).toBeVisible();

      await page.reload();
      await expect(page.getByText(text)).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      expect(pageProblems.messages).toEqual([]);
    });
  }

  test('"Start Free Trial" links to /register?trial=true', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Start Free Trial' });
    await expect(link).toHaveAttribute('href', '/register?trial=true');

    await link.click();
    await expect(page).toHaveURL(/\/register\?trial=true$/);
    await expect(page.getByRole('heading', { name: 'Start Your Free Trial' })).toBeVisible();
  });

  test('the favicon and hashed assets are served', async ({ page, request }) => {
    await page.goto('/');
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');

    const script = await page.locator('script[type="module"]').getAttribute('src');
    const style = await page.locator('link[rel="stylesheet"]').getAttribute('href');
    expect(script).toMatch(/^\/assets\/app-[A-Z0-9]+\.js$/);
    expect(style).toMatch(/^\/assets\/app-[A-Z0-9]+\.css$/);
  });

  test('/robots.txt is a file that keeps search engines out, not the app', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('User-agent: *\nDisallow: /\n');
  });
});
