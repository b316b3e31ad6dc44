import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/sso/demo-client';

/** The demo person the sign-in tests sign in as. */
const ALEX = 'alex.morgan@acme.example';

/**
 * Logs in on the demo provider's page in the sign-in `window` (launchWebAuthFlow's), then waits
 * until the options page `options` says the sign-in worked.
 */
export async function logInAtDemoProvider(window: Page, options: Page): Promise<void> {
  await window.locator('#email').fill(ALEX);
  await window.locator('#password').fill(DEMO_PASSWORD);
  await window.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(() => options.getByRole('status').allTextContents(), { timeout: 15_000 })
    .toContain('Signed in with your company account. Your feed is in the popup.');
}
