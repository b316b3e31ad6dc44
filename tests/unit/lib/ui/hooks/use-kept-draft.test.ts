// @vitest-environment happy-dom
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, expect, test, vi } from 'vitest';
import { useKeptDraft } from '../../../../../lib/ui/hooks/use-kept-draft';

// The draft page asks before a tab with unsent input closes (issue 45). Closed right after a
// key, before the browser drew the next frame (when effects run), it closed without asking
// (e2e draft-read-back, once in a full run on a busy machine).

let setUnsent: (unsent: boolean) => void = () => undefined;
function Page() {
  const [unsent, set] = useState(false);
  setUnsent = set;
  // No draft loaded (session undefined): nothing is read from or written to the device.
  useKeptDraft(null, { session: undefined, unsent, restore: () => undefined } as never);
  return null;
}

const root = document.createElement('div');
afterEach(() => render(null, root));

/** Whether closing the tab now asks first (the listener cancelled `beforeunload`). */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  dispatchEvent(event);
  return event.defaultPrevented;
}

test('a tab closed in the same moment as the edit asks first; once nothing is unsent, it does not', async () => {
  render(h(Page, null), root);
  await new Promise((resolve) => setTimeout(resolve, 50)); // The first frame and its effects.
  expect(closingAsks()).toBe(false);
  setUnsent(true);
  await Promise.resolve(); // Preact's redraw, not the frame after it.
  expect(closingAsks()).toBe(true);
  setUnsent(false);
  await Promise.resolve();
  expect(closingAsks()).toBe(false);
});

// Kept at once when the page is hidden: what is on screen then, not what the last effect saw (a
// tab closed within a frame of the last key kept the text from before it; sceptic's review).
const kept: { id: number; form?: { body: string } }[] = [];
vi.mock('../../../../../lib/ui/drafts/kept-draft', () => ({
  readKeptDraft: async () => ({ scope: 'scope-1' }),
  keepDraft: async (id: number, _scope: string, form?: { body: string }) => {
    kept.push({ id, form });
  },
}));

let setBody: (body: string) => void = () => undefined;
function Editing() {
  const [body, set] = useState('first');
  setBody = set;
  const form = { body };
  useKeptDraft(206, {
    session: { form, baseline: { body: 'service' }, edits: 1 },
    unsent: true,
    restore: () => undefined,
  } as never);
  return null;
}

test('a page hidden right after a key keeps the text with that key', async () => {
  render(h(Editing, null), root);
  await vi.waitFor(() => expect(kept).toContainEqual({ id: 206, form: { body: 'first' } }));
  setBody('first and last');
  await Promise.resolve(); // Preact's redraw, not the frame after it (when effects run).
  const before = kept.length;
  dispatchEvent(new Event('pagehide'));
  // The first write after it is the page's last (typing's own would wait 300 ms).
  await vi.waitFor(() => expect(kept.length).toBeGreaterThan(before));
  expect(kept[before]).toEqual({ id: 206, form: { body: 'first and last' } });
});
