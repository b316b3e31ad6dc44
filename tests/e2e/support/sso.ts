import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../server/sso/demo-client';
import type { ConnectedSession } from './connect';

/** Alex, who signs in at the demo provider. */
const ALEX = 'alex.morgan@acme.example';

/**
 * Presses the options page's company sign-in (named `button` in the page's language) and signs
 * in as Alex in the provider's window (launchWebAuthFlow's, a page of the browser's context).
 */
export async function signInWithCompany(
  connected: ConnectedSession,
  options: Page,
  button: string,
): Promise<void> {
  const issuer = connected.server.sso?.issuer ?? '';
  const opened = connected.session.context.waitForEvent('page', {
    predicate: (candidate) => candidate.url().startsWith(issuer),
    timeout: 15_000,
  });
  await options.getByRole('button', { name: button }).click();
  const window = await opened;
  await window.waitForLoadState();
  await window.locator('#email').fill(ALEX);
  await window.locator('#password').fill(DEMO_PASSWORD);
  await window.getByRole('button', { name: 'Sign in', exact: true }).click();
}
