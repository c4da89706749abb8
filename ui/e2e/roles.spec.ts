import { ADMIN_MENU, SUPERADMIN_MENU, createUser, menuLinks, openSignedIn, signIn } from './accounts';
import { expect, test } from './fixtures';

test.describe('roles', () => {
  test('an agent made with the CLI sees only Agent Dashboard and lands on /mycalls', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const agent = await createUser(dialer, { role: 'agent', name: 'Andy Agent' });
    await signIn(page, agent);

    await expect(page).toHaveURL(/\/mycalls$/);
    await expect(page.getByTestId('signed-in-user')).toHaveText(/Andy Agent\s*AGENT/);
    await expect(menuLinks(page)).toHaveText(['Agent Dashboard']);
    await expect(page.getByRole('heading', { name: 'Setup & Configuration' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Agent Dashboard' })).toBeVisible();
    await expect(page.getByText('No active calls at the moment.')).toBeVisible();

    for (const path of ['/agents', '/leads', '/dashboard', '/integration']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
      // Still inside the shell.
      await expect(page.getByRole('banner')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/mycalls$/);
    expect(pageProblems.messages).toEqual([]);
  });

  test('an admin sees every item but Agent Dashboard, and / goes to /agents', async ({ page, dialer }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/');
    await expect(page).toHaveURL(/\/agents$/);
    await expect(menuLinks(page)).toHaveText(ADMIN_MENU);
    await expect(page.getByRole('heading', { name: 'Setup & Configuration' })).toBeVisible();

    await page.goto('/mycalls');
    await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  });

  test('a superadmin sees every item including Agent Dashboard and the setup group', async ({ page, dialer }) => {
    const owner = await createUser(dialer, { role: 'superadmin' });
    await openSignedIn(page, owner, '/agents');
    await expect(menuLinks(page)).toHaveText(SUPERADMIN_MENU);

    await page.getByRole('link', { name: 'Agent Dashboard' }).click();
    await expect(page).toHaveURL(/\/mycalls$/);
    await expect(page.getByRole('link', { name: 'Agent Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current');
  });

  test('an unknown route shows the not-found screen inside the shell', async ({ page, dialer, pageProblems }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/no-such-page');

    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    expect(pageProblems.messages).toEqual([]);
  });
});
