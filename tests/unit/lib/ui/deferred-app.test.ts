// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHeldScripts } from '../../../../lib/ui/deferred-app';
import { frameTag } from '../../../../lib/ui/kept-frame';
import { addModuleScripts } from '../../../support/module-scripts';

// The side panel's page holds its own scripts in a <template> (scripts/vite/popup-html.ts); the
// boot script starts them once the kept frame is painted, or at once without a frame.

/** The side panel's head as the build writes it, the boot script first. */
function sidePanelHead() {
  addModuleScripts('/chunks/popup-boot-1.js');
  const template = document.createElement('template');
  template.id = 'wk-app';
  template.innerHTML =
    '<script type="module" crossorigin src="/chunks/first-data-2.js"></script>' +
    '<script type="module" crossorigin src="/chunks/main-3.js"></script>';
  document.head.append(template);
}

/** The scripts started in the page (not those held in the template). */
const started = () =>
  Array.from(document.head.querySelectorAll(':scope > script[type="module"]'))
    .map((script) => script.getAttribute('src'))
    .filter((src) => src !== '/chunks/popup-boot-1.js');

beforeEach(() => {
  vi.useFakeTimers();
  sidePanelHead();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe("the side panel's held scripts", () => {
  it('start in order once the kept frame is painted, once', async () => {
    startHeldScripts(true);
    expect(started()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started()).toEqual(['/chunks/first-data-2.js', '/chunks/main-3.js']);
  });

  it('start at once when there is no kept frame: they draw the first screen', () => {
    startHeldScripts(false);
    expect(started()).toEqual(['/chunks/first-data-2.js', '/chunks/main-3.js']);
  });

  it('keep the frame tag of the build: the last held script, before and after they start', () => {
    expect(frameTag(false)).toBe('popup /chunks/main-3.js');
    startHeldScripts(false);
    expect(frameTag(false)).toBe('popup /chunks/main-3.js');
  });

  it('do nothing on a page whose scripts are in it (the popup)', () => {
    document.head.replaceChildren();
    addModuleScripts('/chunks/popup-boot-1.js', '/chunks/popup-2.js');
    startHeldScripts(false);
    expect(started()).toEqual(['/chunks/popup-2.js']);
  });
});
