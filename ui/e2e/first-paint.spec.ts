// What the first page a visitor sees costs to download: the sign-in page's JavaScript stays at most 150 KB of
// gzip (each signed-in screen is its own chunk, loaded when opened: ui/build.mjs, src/app/lazy-page.tsx).
import { expect, test } from './fixtures';
import { newLeadsAdmin, openLeads } from './fixtures/leads';

test('the sign-in page loads at most 150 KB of gzip JavaScript, every file compressed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const url of scripts) {
    const answer = await page.request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers()['content-encoding'], url).toBe('gzip');
    gzipBytes += Number(answer.headers()['content-length']);
  }
  expect(gzipBytes).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(150 * 1024);
});

test('a screen whose code cannot be fetched says so and offers Reload', async ({ page, dialer, request }) => {
  const admin = await newLeadsAdmin(dialer, request);
  await openLeads(page, admin);
  // The server was upgraded under the open tab: the chunks of screens not opened yet are gone.
  await page.route('**/assets/chunk-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('link', { name: 'Integration' }).click();
  await expect(page.getByRole('alert')).toContainText('This screen could not be loaded.');
  // The drawer and the top bar stay; Reload brings the screen (the chunk is back).
  await expect(page.getByRole('link', { name: 'Leads' })).toBeVisible();
  await page.unroute('**/assets/chunk-*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Integration', level: 1 })).toBeVisible();
});
