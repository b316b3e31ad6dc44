// `npm start -- --sso`: the settings page opened with the demo provider filled in, so the
// person presses "Sign in with your company account" and signs in with a demo account.
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, SSO_CLIENT_ID } from '../server/sso/demo-client';
import type { RunningServer } from '../server/start';

/**
 * Opens the options page with the service address, the issuer and the client id typed in, the
 * way a person (or IT's policy) would enter them. With `signInAs` (no display: nobody can click)
 * it signs in through the provider's login page itself. Answers the options page.
 */
export async function presetSignIn(
  context: BrowserContext,
  extensionId: string,
  server: RunningServer,
  signInAs?: string,
): Promise<Page> {
  const issuer = server.sso?.issuer;
  if (!issuer) throw new Error('The service was started without its sign-in provider.');
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.getByLabel('Service address').fill(server.url);
  await page.locator('#ssoIssuer').fill(issuer);
  await page.locator('#ssoClientId').fill(SSO_CLIENT_ID);
  if (!signInAs) return page;
  const window = context.waitForEvent('page', {
    predicate: (candidate) => candidate.url().startsWith(issuer),
  });
  await page.getByRole('button', { name: 'Sign in with your company account' }).click();
  const login = await window;
  await login.locator('#email').fill(signInAs);
  await login.locator('#password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Signed in with your company account.').waitFor({ timeout: 15_000 });
  return page;
}
