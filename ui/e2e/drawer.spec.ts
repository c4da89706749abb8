import { createUser, menuLinks, openSignedIn } from './accounts';
import { expect, test } from './fixtures';

test.describe('top bar and side drawer', () => {
  test('the drawer is open by default, 240 px wide, and the toggle hides and shows it', async ({ page, dialer }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/dashboard');

    const drawer = page.getByRole('complementary', { name: 'Side menu' });
    const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
    const banner = page.getByRole('banner');
    await expect(drawer.getByText('Dialer Dashboard')).toBeVisible();
    await expect(drawer.getByText('Enterprise Dialer')).toBeVisible();
    await expect(banner.getByText('Dialer Dashboard')).toBeVisible();
    expect((await drawer.boundingBox())!.width).toBe(240);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The top bar shrinks beside the open drawer.
    await expect.poll(async () => (await banner.boundingBox())!.x).toBe(240);

    await toggle.click();
    await expect(menuLinks(page).first()).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await banner.boundingBox())!.x).toBe(0);
    await expect.poll(async () => (await banner.boundingBox())!.width).toBe(1280);

    await toggle.click();
    await expect(menuLinks(page).first()).toBeVisible();
    await expect.poll(async () => (await banner.boundingBox())!.x).toBe(240);
  });

  test('the account menu holds Logout and closes on Escape', async ({ page, dialer }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/agents');
    const account = page.getByRole('button', { name: 'Account menu' });

    await account.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText(['Logout']);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(account).toBeFocused();

    await account.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('menu items navigate and the current route is highlighted', async ({ page, dialer }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/agents');

    for (const [label, path, heading] of [
      ['Leads', '/leads', 'Leads Management'],
      ['Priority Hopper', '/priority-hopper', 'Priority Hopper'],
      ['Campaign Setup', '/campaign-setup', 'Campaign Setup'],
      ['Integration', '/integration', 'Integration Management'],
    ] as const) {
      await menuLinks(page).filter({ hasText: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('[aria-current="page"]')).toHaveText(label);
    }
  });

  test('at 768 px the drawer still toggles and nothing overflows sideways', async ({ page, dialer }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    const admin = await createUser(dialer, { role: 'admin', name: 'Narrow Screen Admin' });
    await openSignedIn(page, admin, '/dashboard');

    const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
    await expect(menuLinks(page).first()).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

    await toggle.click();
    await expect(menuLinks(page).first()).toBeHidden();
    await toggle.click();
    await expect(menuLinks(page).first()).toBeVisible();
    await menuLinks(page).filter({ hasText: 'Cadences' }).click();
    await expect(page.getByRole('heading', { name: 'Cadences', level: 1 })).toBeVisible();
  });

  test('below 768 px the drawer overlays the page, starts closed and closes after a choice', async ({
    page,
    dialer,
  }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/agents');

    await expect(menuLinks(page).first()).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await menuLinks(page).filter({ hasText: 'Calls' }).click();
    await expect(page).toHaveURL(/\/calls$/);
    await expect(menuLinks(page).first()).toBeHidden();

    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect(menuLinks(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuLinks(page).first()).toBeHidden();
  });
});
