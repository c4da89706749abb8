// Screenshots of every screen at the two widths the design names, kept in test-results/screenshots-*/ for a
// person to look at; each also checks that nothing overflows sideways at that width.
import { createUser, openSignedIn, type Role } from './accounts';
import { expect, test } from './fixtures';
import { captureAtWidths, WIDTHS } from './fixtures/screenshots';

const PUBLIC_PAGES = [
  { name: 'sign-in', path: '/login', ready: 'Sign in to your account' },
  { name: 'register', path: '/register?trial=true', ready: 'Start Your Free Trial' },
  { name: 'terms', path: '/terms', ready: 'Contact Information' },
  { name: 'privacy', path: '/privacy', ready: 'Last updated:' },
];

const SHELL_PAGES: Array<{ name: string; role: Role; path: string; ready: string }> = [
  { name: 'dashboard-admin', role: 'admin', path: '/dashboard', ready: 'All systems operational' },
  { name: 'mycalls-agent', role: 'agent', path: '/mycalls', ready: 'No active calls at the moment.' },
  { name: 'not-allowed-agent', role: 'agent', path: '/agents', ready: "You don't have access to this page" },
];

test.describe('screenshots', () => {
  test('public pages at 1280 and 768 px', async ({ page, pageProblems }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    for (const { name, path, ready } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      await captureAtWidths(page, testInfo, name);
    }
    // The register form as it looks mid-way: phone typed (SMS consent shown) and a client-side error.
    await page.goto('/register');
    await page.getByLabel('Phone Number (optional)').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await captureAtWidths(page, testInfo, 'register-error');
    expect(pageProblems.messages).toEqual([]);
  });

  test('shell pages at 1280 and 768 px', async ({ page, dialer, pageProblems }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    const users = {
      admin: await createUser(dialer, { role: 'admin', name: 'Alice Admin', org: 'Acme Calling Co' }),
      agent: await createUser(dialer, { role: 'agent', name: 'Andy Agent', org: 'Acme Calling Co' }),
    } as Record<Role, Awaited<ReturnType<typeof createUser>>>;
    let signedInAs: Role | null = null;
    for (const { name, role, path, ready } of SHELL_PAGES) {
      if (signedInAs !== role) {
        await openSignedIn(page, users[role], path);
        signedInAs = role;
      } else {
        await page.goto(path);
      }
      await expect(page.getByText(ready)).toBeVisible();
      await captureAtWidths(page, testInfo, name);
    }
    expect(pageProblems.messages).toEqual([]);
  });
});
