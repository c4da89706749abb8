// Lighthouse's performance score of /dashboard (the live overview) with its default mobile settings (a mid-range
// phone, simulated slow 4G and a 4× slower CPU), run by `make bench`. Budget: a score of 90 or more
// (docs/benchmarks.md). The screen is behind sign-in and the session lives in localStorage, so the admin signs in
// through the UI in a browser whose default profile Lighthouse then drives over its debugging port, told not to
// clear the origin's storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import base from '../playwright.config';
import { createUser, signIn } from '../e2e/accounts';
import { expect, test } from '../e2e/fixtures';

const BUDGET = 90;

/** A port nothing listens on now, for Chromium's debugging endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

test('Lighthouse performance of /dashboard, default mobile settings', async ({ dialer }) => {
  const admin = await createUser(dialer, { role: 'admin' });
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'dialer-lighthouse-'));
  const launch = base.use?.launchOptions ?? {};
  // A persistent context is the browser's default profile, the one a tab Lighthouse opens belongs to.
  const browser = await chromium.launchPersistentContext(profile, {
    ...(launch.executablePath ? { executablePath: launch.executablePath } : {}),
    args: [...(launch.args ?? []), `--remote-debugging-port=${port}`],
    headless: true,
    baseURL: dialer.url,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await signIn(page, admin);
    const result = await lighthouse(`${dialer.url}/dashboard`, {
      port,
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no report');
    expect(lhr.finalDisplayedUrl).toContain('/dashboard');
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => `${lhr.audits[id]?.title ?? id} ${metric(id)}`)
      .join(', ');
    // What Lighthouse says would gain the most, for the report when the score falls short.
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
      .map((audit) => ({ title: audit.title, savingsMs: Number((audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0) }))
      .sort((a, b) => b.savingsMs - a.savingsMs)
      .slice(0, 5)
      .map((o) => `${o.title} (${Math.round(o.savingsMs)} ms)`);
    console.log(
      `| Lighthouse performance, /dashboard, default mobile (simulated slow 4G, CPU ÷4) | ${score} (${metrics}) | ` +
        `≥ ${BUDGET} | ${score >= BUDGET ? 'ok' : 'FAIL'} |`,
    );
    if (opportunities.length > 0) console.log(`Lighthouse's biggest opportunities: ${opportunities.join('; ')}`);
    expect(score).toBeGreaterThanOrEqual(BUDGET);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
