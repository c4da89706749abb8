import { defineConfig, devices } from '@playwright/test';

// Debian's chromium, never a browser Playwright downloads. The flags keep it from reaching the network
// on its own (updates, sync, field trials), which this machine and CI do not allow.
const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 gives every new window (one per test's context) two omnibox pop-ups built as WebUI pages, each
  // rendered by a renderer of its own that no test ever shows: about a quarter of the browser's CPU time per test.
  // Chromium reads only the last --disable-features, so this one repeats the list Playwright 1.65 passes itself
  // (its chromiumSwitches.ts) before adding the pop-ups.
  `--disable-features=${[
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
  ].join(',')}`,
];

// Tests that time the product to the second (the live board follows within a second, a three-second wrap-up) or
// load the box with twenty tabs: they run after the others, one at a time, so neither starves the other on 2 cores.
const ALONE = ['**/agent-board.spec.ts', '**/agent-floor.spec.ts', '**/leads-live-tabs.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  // Each worker starts its own dialer-dashboard (see e2e/fixtures.ts); two fit a 2-core machine.
  workers: 2,
  fullyParallel: false,
  // CI's box can be several times slower than a workstation and its speed drifts: a test that fails once is run
  // again, and the report still lists it as flaky. A test that fails twice fails the run.
  retries: 1,
  forbidOnly: true,
  reporter: 'list',
  // A test's whole budget. Several screens' tests load pages many times; on a busy 2-core box 30 s was too tight.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'screens', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['screens'] },
  ],
  outputDir: './test-results',
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // A failed test keeps its trace (every action with the DOM before and after it) but not the screencast: its
    // frames, taken and encoded all through every test that passes, cost about a quarter of the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
});
