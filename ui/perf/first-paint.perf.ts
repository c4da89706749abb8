// The first load of /leads on a slow machine: the CPU slowed four times, the cache off, five loads one after
// the other. Budget (issue: "the first heading of /leads paints without a long task over 200 ms"): in the
// median load, no task before the heading appears is longer than 200 ms. Each screen is its own chunk
// (ui/build.mjs, src/app/lazy-page.tsx), so the first load parses the shell and the Leads screen only.
import type { Page } from '@playwright/test';
import { expect, openLeads, test } from '../e2e/fixtures/leads';

declare global {
  interface Window {
    __longTasks: Array<{ start: number; duration: number }>;
    __headingAt: number | null;
  }
}

const LOADS = 5;
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 200;

/** Before any script of the page runs: record long tasks, and when the Leads heading first appears. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__headingAt = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('h1')?.textContent?.includes('Leads Management')) {
        window.__headingAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

test('first paint of /leads with the CPU slowed four times', async ({ page, admin }) => {
  await admin.createLeads([{ name: 'Ada King', company: 'Acme' }]);
  await openLeads(page, admin); // signs in; the session stays for the loads below
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await watchFirstPaint(page);

  const longest: number[] = [];
  const headings: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    await page.goto('/leads');
    await expect(page.getByRole('heading', { name: 'Leads Management', level: 1 })).toBeVisible();
    const { longTasks, headingAt } = await page.evaluate(() => ({ longTasks: window.__longTasks, headingAt: window.__headingAt }));
    const before = longTasks.filter((task) => task.start < (headingAt ?? Infinity));
    longest.push(Math.max(0, ...before.map((task) => task.duration)));
    headings.push(headingAt ?? NaN);
  }
  const worst = median(longest);
  console.log(
    `| /leads first paint, CPU ÷${CPU_SLOWDOWN}, no cache | ${LOADS} loads | heading at ${Math.round(median(headings))} ms ` +
      `(median) | longest task before it ${Math.round(worst)} ms (median; each load: ${longest.map(Math.round).join(', ')}) ` +
      `| ≤ ${BUDGET_MS} ms | ${worst <= BUDGET_MS ? 'ok' : 'FAIL'} |`,
  );
  expect(worst).toBeLessThanOrEqual(BUDGET_MS);
});
