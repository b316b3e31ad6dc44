// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import type { ReadEntry } from '../../../../../lib/shared/messages/messenger';

// useRead with `own`: the popup's first screen, drawn from what the page read itself. The
// cache's code (storage schemas, zod) must not load on an opening that goes well.
const fresh = { results: [{ category: 'EVENT', primaryEntry: { title: 'Fresh' } }] };
const cached = { results: [{ category: 'EVENT', primaryEntry: { title: 'Cached' } }] };
const kept = { results: [{ category: 'EVENT', primaryEntry: { title: 'Kept' } }] };

let reply: unknown = { ok: true, value: { value: fresh, fetchedAt: 2 } };
vi.mock('../../../../../lib/shared/messages/send', () => ({ sendMessage: async () => reply }));

let cacheCodeLoaded = 0;
vi.mock('../../../../../lib/ui/cached-read', () => {
  cacheCodeLoaded++;
  return { readCached: async () => ({ value: cached, fetchedAt: 1 }), followRead: vi.fn() };
});

const { useRead } = await import('../../../../../lib/ui/hooks/use-read');
const failure = (kind: string) => ({
  ok: false,
  error: { kind, message: `${kind} sentence` },
});

test('shows what the page kept, then the answer, following later entries, without cache code', async () => {
  let push: (entry: ReadEntry<'feed'>) => void = () => {};
  const follow = vi.fn((onEntry: (entry: ReadEntry<'feed'>) => void) => {
    push = onEntry;
    return () => {};
  });
  const { result } = renderHook(() =>
    useRead({ kind: 'feed' }, { entry: { value: kept, fetchedAt: 0 }, follow }),
  );
  expect(result.current).toMatchObject({ value: kept, loading: true });
  await waitFor(() => expect(result.current).toMatchObject({ value: fresh, loading: false }));
  act(() => push({ value: cached, fetchedAt: 5 }));
  expect(result.current).toMatchObject({ value: cached, fetchedAt: 5, loading: false });
  expect(cacheCodeLoaded).toBe(0);
});

test('an older entry (asked before the one shown) never replaces it (issue 32)', async () => {
  reply = { ok: true, value: { value: fresh, fetchedAt: 2 } };
  let push: (entry: ReadEntry<'feed'>) => void = () => {};
  const follow = (onEntry: (entry: ReadEntry<'feed'>) => void) => {
    push = onEntry;
    return () => {};
  };
  const { result } = renderHook(() =>
    useRead({ kind: 'feed' }, { entry: { value: kept, fetchedAt: 0 }, follow }),
  );
  act(() => push({ value: cached, fetchedAt: 3 }));
  expect(result.current).toMatchObject({ value: cached, fetchedAt: 3 });
  // The answer to the page's own question was asked at 2: the service answered, but the
  // newer read stays.
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current).toMatchObject({ value: cached, fetchedAt: 3 });
  act(() => push({ value: kept, fetchedAt: 1 }));
  expect(result.current).toMatchObject({ value: cached, fetchedAt: 3 });
});

test('a refusal reads no cache: the service answered for this person', async () => {
  reply = failure('forbidden');
  const { result } = renderHook(() => useRead({ kind: 'feed' }, {}));
  await waitFor(() => expect(result.current.error?.kind).toBe('forbidden'));
  expect(result.current.value).toBeUndefined();
  expect(cacheCodeLoaded).toBe(0);
});

test('an unreachable service shows what the cache holds beside the failure', async () => {
  reply = failure('network');
  const { result } = renderHook(() => useRead({ kind: 'feed' }, {}));
  await waitFor(() => expect(result.current).toMatchObject({ value: cached, loading: false }));
  expect(result.current.error?.message).toBe('network sentence');
  expect(cacheCodeLoaded).toBe(1);
});

test('what the page kept stays on screen beside a failure', async () => {
  reply = failure('network');
  const { result } = renderHook(() =>
    useRead({ kind: 'feed' }, { entry: { value: kept, fetchedAt: 0 } }),
  );
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current).toMatchObject({ value: kept, fetchedAt: 0 });
  expect(result.current.error?.kind).toBe('network');
});
