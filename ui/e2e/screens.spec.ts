import { createUser, openSignedIn } from './accounts';
import { expect, test } from './fixtures';

test.describe('screens inside the shell', () => {
  test('the overview has its text, quick actions and system status', async ({ page, dialer, pageProblems }) => {
    const admin = await createUser(dialer, { role: 'admin' });
    await openSignedIn(page, admin, '/dashboard');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const description = 'Overview of your dialer platform performance and quick access to setup.';
    await expect(main.getByText(description)).toBeVisible();
    await expect(main.getByText('All systems operational')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'System Status' })).toBeVisible();

    for (const [label, path] of [
      ['Campaign Setup', '/campaign-setup'],
      ['Integration', '/integration'],
      ['Manage Leads', '/leads'],
      ['View Campaigns', '/campaigns'],
    ] as const) {
      await page.goto('/dashboard');
      await page.getByRole('main').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    expect(pageProblems.messages).toEqual([]);
  });

  const placeholders = [
    {
      path: '/cadences',
      title: 'Cadences',
      texts: ['Call Sequences', 'Set up your call cadences and sequences here.'],
    },
    { path: '/calls', title: 'Call History', texts: ['Call history and analytics', 'No calls yet'] },
    { path: '/campaigns', title: 'Campaigns', texts: ['Active Campaigns', 'Your campaigns will be displayed here.'] },
    {
      path: '/priority-hopper',
      title: 'Priority Hopper',
      texts: ['Manage priority leads and urgent contacts', 'Priority leads will be displayed here.'],
    },
    { path: '/phone-numbers', title: 'Phone Numbers', texts: ['Your Numbers', 'Your phone numbers will be displayed here.'] },
    { path: '/twilio', title: 'Twilio', texts: ['Twilio integration tools and status', 'Twilio Account'] },
    { path: '/emojis', title: 'Emojis', texts: ['Your emojis will be displayed here.'] },
  ];

  test('every placeholder screen shows its title and card', async ({ page, dialer, pageProblems }) => {
    const owner = await createUser(dialer, { role: 'superadmin' });
    for (const [index, { path, title, texts }] of placeholders.entries()) {
      if (index === 0) await openSignedIn(page, owner, path);
      else await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      for (const text of texts) await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    expect(pageProblems.messages).toEqual([]);
  });
});
