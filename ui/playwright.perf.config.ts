import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Timings in the browser, run by `make bench` (never by `make test`: timing targets are not tests). One worker,
// so a measurement has the machine to itself.
export default defineConfig({
  ...base,
  testDir: './perf',
  testMatch: '**/*.perf.ts',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  projects: [{ name: 'perf' }],
});
