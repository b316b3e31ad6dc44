// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frameKey, frameTag, showKeptFrame } from '../../../../lib/ui/kept-frame';
import { addModuleScripts } from '../../../support/module-scripts';

// The boot script's part (lib/ui/kept-frame.ts): the frame kept for this page, shown before the
// popup's own script. What is kept, and when, is first-screen-mirror-frame.test.ts's.

const keep = (scope: string, tag: string, html: string) =>
  localStorage.setItem(frameKey(tag), JSON.stringify({ scope, tag, html }));

beforeEach(() => addModuleScripts('/chunks/popup-boot-1.js', '/chunks/popup-2.js'));
afterEach(() => {
  delete document.documentElement.dataset.place;
  localStorage.clear();
  document.head.replaceChildren();
});

describe("the popup's boot script", () => {
  it("tags the frame with the kind of page and the popup's own script (the page's last)", () => {
    expect(frameTag(false)).toBe('popup /chunks/popup-2.js');
    expect(frameTag(true)).toBe('tab /chunks/popup-2.js');
  });

  it('shows the frame kept for this connection and kind of page, and says so', () => {
    keep('alex', 'popup /chunks/popup-2.js', '<main class="wk-popup"><p>Plan</p></main>');
    const root = document.createElement('div');
    expect(showKeptFrame(root, 'alex', true)).toBe(true);
    expect(root.innerHTML).toBe('<main class="wk-popup"><p>Plan</p></main>');
  });

  it('shows nothing for another connection, kind of page or build, or without a root', () => {
    keep('alex', 'popup /chunks/popup-1.js', '<p>An earlier build</p>');
    const root = document.createElement('div');
    expect(showKeptFrame(root, 'alex', true)).toBe(false);
    keep('alex', 'popup /chunks/popup-2.js', '<p>Plan</p>');
    expect(showKeptFrame(root, 'sam', true)).toBe(false);
    expect(showKeptFrame(root, null, true)).toBe(false);
    expect(showKeptFrame(root, 'alex', false)).toBe(false);
    expect(showKeptFrame(null, 'alex', true)).toBe(false);
    expect(root.innerHTML).toBe('');
  });

  it("keeps the side panel's frame apart from the popup's (the same page and script)", () => {
    keep('alex', 'popup /chunks/popup-2.js', '<p>The popup</p>');
    document.documentElement.dataset.place = 'side-panel';
    expect(frameTag(false)).toBe('side-panel /chunks/popup-2.js');
    const root = document.createElement('div');
    expect(showKeptFrame(root, 'alex', true)).toBe(false);
    keep('alex', 'side-panel /chunks/popup-2.js', '<p>The side panel</p>');
    expect(showKeptFrame(root, 'alex', true)).toBe(true);
    expect(root.innerHTML).toBe('<p>The side panel</p>');
    // Each under its own key: the side panel's frame did not take the popup's place.
    delete document.documentElement.dataset.place;
    const popup = document.createElement('div');
    expect(showKeptFrame(popup, 'alex', true)).toBe(true);
    expect(popup.innerHTML).toBe('<p>The popup</p>');
  });
});
