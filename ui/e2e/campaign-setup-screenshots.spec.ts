// Screenshots of the campaign setup screen at the two widths the design names, kept in the test output for a person
// to look at; each also checks that nothing overflows sideways at that width.
import { unexpectedProblems } from './fixtures';
import { ALL_DONE, expect, openSetup, openStep, progressSummary, STEPS, test } from './fixtures/campaign-setup';
import { capture, WIDTHS } from './fixtures/screenshots';

test.describe('campaign setup screenshots', () => {
  for (const width of WIDTHS) {
    test(`campaign setup at ${width} px`, async ({ page, admin, pageProblems }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openSetup(page, admin);
      await expect(progressSummary(page)).toHaveText('0 of 6 steps completed');
      await capture(page, testInfo, 'campaign-setup-fresh', width);

      await admin.complete('integration', 'leads', 'cadence');
      await page.reload();
      await expect(openStep(page, 'List ID')).toBeVisible();
      await capture(page, testInfo, 'campaign-setup-partial', width);

      await admin.complete(...STEPS.map((step) => step.key));
      await page.reload();
      await expect(page.getByText(ALL_DONE)).toBeVisible();
      await capture(page, testInfo, 'campaign-setup-done', width);

      await page.route('**/api/v1/campaign-setup/progress', (route) => route.fulfill({ status: 500, body: '' }));
      await page.reload();
      await expect(page.getByRole('alert')).toHaveText('Failed to load setup progress');
      await capture(page, testInfo, 'campaign-setup-load-error', width);
      expect(unexpectedProblems(pageProblems, 500)).toEqual([]);
    });
  }
});
