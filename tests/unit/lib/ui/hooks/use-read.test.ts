// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';

/** Messages the hook sent to the (fake) background. */
const sent: { name: string; data: unknown }[] = [];
const feed = { results: [{ category: 'EVENT', primaryEntry: { title: 'Standup' } }] };

vi.mock('../../../../../lib/shared/messages/send', () => ({
  sendMessage: async (name: string, data: unknown) => {
    sent.push({ name, data });
    return { ok: true, value: { value: feed, fetchedAt: 1 } };
  },
}));

// The module that reads and follows the cache, held back until `release`: loading it (with the
// storage schemas) takes time in a page, and the service's answer must not wait for it.
let release = () => {};
const loaded = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('../../../../../lib/ui/cached-read', async (importOriginal) => {
  await loaded;
  return importOriginal();
});

const { useRead } = await import('../../../../../lib/ui/hooks/use-read');

test('asks the background for a read at once, before the cache code has loaded', async () => {
  const { result } = renderHook(() => useRead({ kind: 'feed' }));
  await waitFor(() => expect(sent).toEqual([{ name: 'read', data: { kind: 'feed' } }]));
  expect(result.current.value).toBeUndefined();
  release();
  // Loading the real cache code (zod schemas) is slow in a busy test run.
  await waitFor(() => expect(result.current).toMatchObject({ value: feed, loading: false }), {
    timeout: 10_000,
  });
  // The answer asked for early is the one used: the service is not asked twice.
  expect(sent).toHaveLength(1);
  // The test's own limit above the 10 s its wait allows (vitest's default of 5 s cut that wait
  // short when other runs share the two cores, and the test failed without a wrong answer).
}, 15_000);
