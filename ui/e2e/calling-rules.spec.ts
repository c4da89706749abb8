// The Calling Rules screen: the default country for phone numbers, the weekday hours, holidays and the state
// rules, saved and read back after a reload; a refusal says why.
import { createUser, openSignedIn } from './accounts';
import { expect, test } from './fixtures';
import type { CallingRules } from '../src/features/calling-rules/types';

test.describe('calling rules screen', () => {
  test('an admin changes the country, the hours, a holiday and the state rules, and they stay', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/agents');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calling Rules' }).click();
    await expect(page).toHaveURL(/\/calling-rules$/);
    await expect(page.getByRole('heading', { name: 'Calling Rules', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Calling Rules — Dialer Dashboard');

    // The defaults: US, 08:00-21:00 every day, Florida's shorter evenings preloaded.
    await expect(page.getByLabel('Default Country')).toHaveValue('US');
    await expect(page.getByLabel('Monday opens')).toHaveValue('08:00');
    await expect(page.getByLabel('Sunday closes')).toHaveValue('21:00');
    await expect(page.getByTestId('state-FL')).toContainText('Florida');
    await expect(page.getByTestId('state-FL')).toContainText('Mon–Sun 08:00–20:00');
    await expect(page.getByTestId('state-FL')).toContainText('3');
    await expect(page.getByTestId('state-TX')).toContainText('Mon–Sat 09:00–21:00, Sun 12:00–21:00');
    await expect(page.getByText('The product’s defaults: not saved yet.')).toBeVisible();

    await page.getByLabel('Default Country').selectOption('GB');
    await page.getByRole('button', { name: 'Save Country' }).click();
    await expect(page.getByTestId('toast')).toContainText('Default country saved');

    await page.getByLabel('Sunday', { exact: true }).uncheck();
    await expect(page.getByTestId('day-sunday')).toContainText('No calls');
    await page.getByLabel('Saturday opens').fill('10:00');
    await page.getByLabel('Holiday date').fill('2026-12-25');
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    await page.getByRole('button', { name: 'Remove the Texas rule' }).click();
    await page.getByRole('button', { name: 'Save Calling Rules' }).click();
    await expect(page.getByTestId('toast')).toContainText('Calling rules saved');

    await page.reload();
    await expect(page.getByLabel('Default Country')).toHaveValue('GB');
    await expect(page.getByTestId('day-sunday')).toContainText('No calls');
    await expect(page.getByLabel('Saturday opens')).toHaveValue('10:00');
    await expect(page.getByRole('list', { name: 'Holidays' })).toContainText('2026-12-25');
    await expect(page.getByTestId('state-TX')).toHaveCount(0);
    await expect(page.getByTestId('state-FL')).toBeVisible();
    await expect(page.getByText(/^Last saved /)).toBeVisible();

    // Hours that end before they start: the server's sentence, nothing saved.
    await page.getByLabel('Monday opens').fill('22:00');
    await page.getByRole('button', { name: 'Save Calling Rules' }).click();
    await expect(page.getByRole('alert')).toContainText(
      "Each day's calling hours must start before they end, between 00:00 and 24:00",
    );
    await page.reload();
    await expect(page.getByLabel('Monday opens')).toHaveValue('08:00');
    expect(pageProblems.messages.filter((m) => !m.includes('400'))).toEqual([]);
  });

  test('an admin adds a state rule and edits one, and they apply once saved', async ({
    page,
    dialer,
    request,
    pageProblems,
  }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/calling-rules');

    await page.getByRole('button', { name: 'Add State Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add State Rule' });
    await dialog.getByLabel('State').selectOption('GA');
    await dialog.getByLabel('Sunday', { exact: true }).uncheck();
    await dialog.getByLabel('Monday closes').fill('20:00');
    await dialog.getByLabel('Calls per 24 Hours').fill('60');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Calls per 24 hours must be a whole number from 1 to 50');
    await dialog.getByLabel('Calls per 24 Hours').fill('2');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('state-GA')).toContainText('Georgia');
    await expect(page.getByTestId('state-GA')).toContainText('Mon 08:00–20:00, Tue–Sat 08:00–21:00, Sun no calls');
    await expect(page.getByText('Unsaved changes: Save Calling Rules to keep them.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit the Florida rule' }).click();
    const florida = page.getByRole('dialog', { name: 'Edit State Rule — Florida' });
    await expect(florida.getByLabel('Monday closes')).toHaveValue('20:00');
    await expect(florida.getByLabel('Calls per 24 Hours')).toHaveValue('3');
    await florida.getByLabel('Saturday opens').fill('09:00');
    await florida.getByLabel('Calls per 24 Hours').fill('');
    await florida.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('state-FL')).toContainText('Mon–Fri 08:00–20:00, Sat 09:00–20:00, Sun 08:00–20:00');

    await page.getByRole('button', { name: 'Save Calling Rules' }).click();
    await expect(page.getByTestId('toast')).toContainText('Calling rules saved');
    await page.reload();
    await expect(page.getByTestId('state-GA')).toContainText('2');
    await expect(page.getByTestId('state-FL')).toContainText('Sat 09:00–20:00');
    await expect(page.getByTestId('state-FL')).toContainText('—');

    // The API answers the same.
    const login = await request.post(`${dialer.url}/api/v1/auth/login`, {
      data: { email: admin.email, password: admin.password },
    });
    const { token } = (await login.json()) as { token: string };
    const answer = await request.get(`${dialer.url}/api/v1/settings/calling`, { headers: { Authorization: `Bearer ${token}` } });
    const rules = (await answer.json()) as CallingRules;
    const georgia = rules.states.find((r) => r.state === 'GA');
    expect(georgia?.maxCallsPer24h).toBe(2);
    expect(georgia?.days[6]).toEqual({ day: 'sunday', opens: null, closes: null });
    expect(pageProblems.messages).toEqual([]);
  });

  test('an opt-out stops every channel by default; turned off it stays off, and saving the hours keeps it', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/calling-rules');
    const everyChannel = page.getByRole('checkbox', { name: /An opt-out on one channel stops them all/ });
    await expect(everyChannel).toBeChecked();
    await everyChannel.uncheck();
    await expect(page.getByRole('status').filter({ hasText: 'An opt-out now stops only its own channel' })).toBeVisible();
    await page.reload();
    await expect(everyChannel).not.toBeChecked();
    // The hours are saved with the same document: the opt-out setting stays as it was.
    await page.getByRole('button', { name: 'Save Calling Rules' }).click();
    await page.reload();
    await expect(everyChannel).not.toBeChecked();
    await everyChannel.check();
    await expect(page.getByRole('status').filter({ hasText: 'An opt-out now stops every channel' })).toBeVisible();
    expect(pageProblems.messages).toEqual([]);
  });

  test('agents cannot open it', async ({ page, dialer }) => {
    const agent = await createUser(dialer, { role: 'agent' });
    await openSignedIn(page, agent, '/mycalls');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calling Rules' })).toHaveCount(0);
  });
});
