// The Calling Rules screen: the default country for phone numbers, the weekday hours, holidays and the state
// rules, saved and read back after a reload; a refusal says why.
import { createUser, signIn } from './accounts';
import { expect, test } from './fixtures';

test.describe('calling rules screen', () => {
  test('an admin changes the country, the hours, a holiday and the state rules, and they stay', async ({
    page,
    dialer,
    pageProblems,
  }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await signIn(page, admin);
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

  test('agents cannot open it', async ({ page, dialer }) => {
    const agent = await createUser(dialer, { role: 'agent' });
    await signIn(page, agent);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calling Rules' })).toHaveCount(0);
  });
});
