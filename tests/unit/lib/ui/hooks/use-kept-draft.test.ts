// @vitest-environment happy-dom
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, expect, test } from 'vitest';
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
