// /emojis against the real server: the organization's emoji set as tiles in order, emojis added from the palette,
// moved (by mouse and by keyboard), removed and saved; the order survives a reload. What the server would refuse
// (an empty set, a repeat, more than 48) cannot be built. Headless Chromium has no emoji font: everything is found
// by text and accessible names, never by pixels.
import type { Page } from '@playwright/test';
import { createUser, openSignedIn } from './accounts';
import { expect, test } from './fixtures';

function tiles(page: Page) {
  return page.getByRole('list', { name: 'Your emoji set' }).getByRole('listitem');
}

function palette(page: Page) {
  return page.getByRole('group', { name: 'Add from the palette' });
}

test('add two emojis, reorder, remove one, save: the order persists', async ({ page, dialer, request, pageProblems }) => {
  const admin = await createUser(dialer, { role: 'admin' });
  // A known set to start from.
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: admin.email, password: admin.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.put(`${dialer.url}/api/v1/emojis`, { headers, data: { emojis: ['📞', '✅'] } })).status()).toBe(200);

  await openSignedIn(page, admin, '/emojis');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Emojis', level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Emoji Library' })).toBeVisible();
  await expect(main.getByText('they are offered for the disposition buttons agents press')).toBeVisible();
  await expect(tiles(page)).toHaveText(['📞', '✅']);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Two from the palette; one already in the set cannot be added again.
  await expect(palette(page).getByRole('button', { name: 'Add 📞 telephone receiver' })).toBeDisabled();
  await palette(page).getByRole('button', { name: 'Add 🔥 fire' }).click();
  await palette(page).getByRole('button', { name: 'Add 🏆 trophy' }).click();
  await expect(tiles(page)).toHaveText(['📞', '✅', '🔥', '🏆']);
  await expect(palette(page).getByRole('button', { name: 'Add 🔥 fire' })).toBeDisabled();

  // The trophy two places left: once by mouse, once by keyboard (the moved emoji's button keeps the focus).
  await page.getByRole('button', { name: 'Move 🏆 trophy left' }).click();
  await expect(tiles(page)).toHaveText(['📞', '✅', '🏆', '🔥']);
  await expect(page.getByRole('button', { name: 'Move 🏆 trophy left' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveText(['📞', '🏆', '✅', '🔥']);
  // At the start its left button is disabled: the focus moves to its right one.
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveText(['🏆', '📞', '✅', '🔥']);
  await expect(page.getByRole('button', { name: 'Move 🏆 trophy left' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move 🏆 trophy right' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveText(['📞', '🏆', '✅', '🔥']);

  await page.getByRole('button', { name: 'Remove ✅ check mark button' }).click();
  await expect(tiles(page)).toHaveText(['📞', '🏆', '🔥']);
  await expect(main.getByText('3 of 48 emojis · Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Emoji set saved')).toBeVisible();
  await expect(main.getByText('3 of 48 emojis', { exact: true })).toBeVisible();

  await page.reload();
  await expect(tiles(page)).toHaveText(['📞', '🏆', '🔥']);
  const stored = await request.get(`${dialer.url}/api/v1/emojis`, { headers });
  expect(await stored.json()).toEqual({ emojis: ['📞', '🏆', '🔥'] });
  expect(pageProblems.messages).toEqual([]);
});

test('an invalid set cannot be saved from the screen', async ({ page, dialer, request, pageProblems }) => {
  const admin = await createUser(dialer, { role: 'admin' });
  const login = await request.post(`${dialer.url}/api/v1/auth/login`, { data: { email: admin.email, password: admin.password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.put(`${dialer.url}/api/v1/emojis`, { headers, data: { emojis: ['📞'] } })).status()).toBe(200);

  await openSignedIn(page, admin, '/emojis');
  await expect(tiles(page)).toHaveText(['📞']);

  // Empty: nothing to save, and the screen says what the server would.
  await page.getByRole('button', { name: 'Remove 📞 telephone receiver' }).click();
  await expect(tiles(page)).toHaveCount(0);
  await expect(page.getByText('Choose at least one emoji', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Full: at 48 every other palette emoji is unavailable, so a 49th (or a repeat) never reaches the server.
  const add = palette(page).getByRole('button');
  const count = await add.count();
  expect(count).toBeGreaterThan(48);
  for (let index = 0; index < 48; index += 1) await add.nth(index).click();
  await expect(tiles(page)).toHaveCount(48);
  await expect(page.getByText('The set is full: at most 48 emojis. Remove one to add another.')).toBeVisible();
  for (let index = 0; index < count; index += 1) await expect(add.nth(index)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Undo goes back to what is stored.
  await page.getByRole('button', { name: 'Undo Changes' }).click();
  await expect(tiles(page)).toHaveText(['📞']);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(pageProblems.messages).toEqual([]);
});
