import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import * as z from 'zod/mini';
import { defineValidatedItem, versionKey } from '../../../../../lib/shared/storage/item';

beforeEach(() => fakeBrowser.reset());

// A stand-in item with two shape changes, to show how every real migration is applied: the
// first shipped shapes (connection, outbox, recent collections, panel targets) are version 1.
const v3Schema = z.object({ serviceUrl: z.string(), names: z.array(z.string()) });
const item = () =>
  defineValidatedItem('local:sample', {
    schema: v3Schema,
    fallback: { serviceUrl: '', names: [] },
    version: 3,
    migrations: {
      2: (old) => ({ serviceUrl: (old as { baseUrl: string }).baseUrl }),
      3: (old) => ({ ...(old as object), names: [] }),
    },
  });

describe('versioned storage', () => {
  it('migrates a version 1 value through every step before it is read, and saves it', async () => {
    await fakeBrowser.storage.local.set({ sample: { baseUrl: 'https://kb.example.com' } });
    expect(await item().get()).toEqual({ serviceUrl: 'https://kb.example.com', names: [] });
    const stored = await fakeBrowser.storage.local.get(['sample', versionKey('sample')]);
    expect(stored).toEqual({
      sample: { serviceUrl: 'https://kb.example.com', names: [] },
      [versionKey('sample')]: 3,
    });
  });

  it('applies only the steps after the stored version', async () => {
    await fakeBrowser.storage.local.set({
      sample: { serviceUrl: 'https://kb.example.com' },
      [versionKey('sample')]: 2,
    });
    await item().migrate();
    expect(await item().get()).toEqual({ serviceUrl: 'https://kb.example.com', names: [] });
  });

  it('writes the current version with every value', async () => {
    await item().set({ serviceUrl: 'x', names: ['a'] });
    expect((await fakeBrowser.storage.local.get(versionKey('sample')))[versionKey('sample')]).toBe(
      3,
    );
  });

  it('reads the fallback when nothing, or something malformed, is stored', async () => {
    expect(await item().get()).toEqual({ serviceUrl: '', names: [] });
    await fakeBrowser.storage.local.set({ sample: { serviceUrl: 7 }, [versionKey('sample')]: 3 });
    expect(await item().get()).toEqual({ serviceUrl: '', names: [] });
  });

  it('tells a watcher about each new value, validated', async () => {
    const seen: unknown[] = [];
    const stop = item().watch((value) => seen.push(value));
    await item().set({ serviceUrl: 'y', names: [] });
    await fakeBrowser.storage.local.set({ sample: 'garbage' });
    stop();
    await item().set({ serviceUrl: 'z', names: [] });
    expect(seen).toEqual([
      { serviceUrl: 'y', names: [] },
      { serviceUrl: '', names: [] },
    ]);
  });
});

describe('a value stored by a newer version of the extension', () => {
  const future = { serviceUrl: 'https://kb.example.com', names: ['a'], later: { kept: true } };

  it('is read as far as this version understands it, and never migrated or rewritten', async () => {
    await fakeBrowser.storage.local.set({ sample: future, [versionKey('sample')]: 4 });
    await item().migrate();
    expect(await item().get()).toEqual({ serviceUrl: 'https://kb.example.com', names: ['a'] });
    await expect(item().set({ serviceUrl: 'x', names: [] })).rejects.toThrow(/newer version/);
    const stored = await fakeBrowser.storage.local.get(['sample', versionKey('sample')]);
    expect(stored).toEqual({ sample: future, [versionKey('sample')]: 4 });
  });
});

describe('the fallback', () => {
  it('is a fresh copy each time, so changing what was read changes nothing stored', async () => {
    const list = defineValidatedItem('local:list', { schema: z.array(z.string()), fallback: [] });
    (await list.get()).push('changed but never saved');
    expect(await list.get()).toEqual([]);
  });
});
