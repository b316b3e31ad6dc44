// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const marked = () => 'wkOpened' in document.documentElement.dataset;

beforeEach(() => {
  vi.resetModules();
  delete document.documentElement.dataset.wkOpened;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A promise and the function that resolves it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

test('the e2e build marks the opening once all its work settled, work counted meanwhile too', async () => {
  vi.stubEnv('MODE', 'e2e');
  const { openingWork } = await import('../../../../components/first-screen/opening');
  const first = deferred();
  const later = deferred();
  // The first piece counts the next before it settles, as the popup's questions do.
  openingWork(first.promise.then(() => void openingWork(later.promise)));
  openingWork(Promise.reject(new Error('a failed answer is settled work too'))).catch(() => {});
  first.resolve();
  await first.promise;
  await new Promise((resolve) => setTimeout(resolve));
  expect(marked()).toBe(false);
  later.resolve();
  await expect.poll(marked).toBe(true);
});

test('other builds mark nothing', async () => {
  vi.stubEnv('MODE', 'production');
  const { openingWork } = await import('../../../../components/first-screen/opening');
  await openingWork(Promise.resolve());
  await new Promise((resolve) => setTimeout(resolve));
  expect(marked()).toBe(false);
});
