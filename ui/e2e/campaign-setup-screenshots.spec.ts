// Screenshots of the campaign setup screen at the two widths the design names, kept in the test output for a person
// to look at; each also checks that nothing overflows sideways at that width.
import { unexpectedProblems } from './fixtures';
import { ALL_DONE, expect, openSetup, openStep, progressSummary, STEPS, test } from './fixtures/campaign-setup';
import { captureAtWidths, WIDTHS } from './fixtures/screenshots';

const PROGRESS_URL = '**/api/v1/campaign-setup/progress';

test.describe('campaign setup screenshots', () => {
  test('campaign setup at 1280 and 768 px', async ({ page, admin, pageProblems }, testInfo) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await openSetup(page, admin);
    await expect(progressSummary(page)).toHaveText('0 of 6 steps completed');
    await captureAtWidths(page, testInfo, 'campaign-setup-fresh');

    // A failed Next: the banner at the top, step 1 still open and not completed.
    await page.route(PROGRESS_URL, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await openStep(page, 'Integration').getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to update progress');
    // Seen from where the user clicked: the banner sticks under the top bar.
    await captureAtWidths(page, testInfo, 'campaign-setup-update-error', false);
    await page.unrouteAll();

    await admin.complete('integration', 'leads', 'cadence');
    await page.reload();
    await expect(openStep(page, 'List ID')).toBeVisible();
    await captureAtWidths(page, testInfo, 'campaign-setup-partial');

    await admin.complete(...STEPS.map((step) => step.key));
    await page.reload();
    await expect(page.getByText(ALL_DONE)).toBeVisible();
    await captureAtWidths(page, testInfo, 'campaign-setup-done');

    // Step 1 open again after Review Setup: a completed step as the current one.
    await page.getByRole('button', { name: 'Review Setup' }).click();
    await expect(openStep(page, 'Integration').getByRole('button', { name: 'Review & Edit' })).toBeVisible();
    await captureAtWidths(page, testInfo, 'campaign-setup-review', false);

    await page.route(PROGRESS_URL, (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Failed to load setup progress');
    await captureAtWidths(page, testInfo, 'campaign-setup-load-error');
    expect(unexpectedProblems(pageProblems, 500)).toEqual([]);
  });
});
