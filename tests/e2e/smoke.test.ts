import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ExtensionSession, launchExtension } from './support/extension';

let session: ExtensionSession;

beforeAll(async () => {
  session = await launchExtension();
});

afterAll(async () => {
  await session?.close();
});

test('the service worker starts and the popup renders without console errors', async () => {
  expect(session.serviceWorker.url()).toBe(
    `chrome-extension://${session.extensionId}/background.js`,
  );
  const popup = await session.openExtensionPage('popup.html');
  await expect(popup.locator('main').first().textContent()).resolves.toBeTruthy();
  expect(session.consoleErrors).toEqual([]);
});
