// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameTag } from '../../../../lib/ui/kept-frame';
import { PAGE_SCRIPTS_ID, pageBuild, startPageScripts } from '../../../../lib/ui/page-scripts';
import { addModuleScripts } from '../../../support/module-scripts';

// The popup's own scripts as its built page holds them (scripts/vite/popup-html.ts): in a
// template after the boot script, started by it once the kept frame is painted.

const SOURCES = ['/chunks/first-data-1.js', '/chunks/side-panel-2.js', '/chunks/main-3.js'];

function holdScripts(): void {
  addModuleScripts('/chunks/popup-boot-0.js');
  const template = document.createElement('template');
  template.id = PAGE_SCRIPTS_ID;
  template.innerHTML = SOURCES.map(
    (source) => `<script type="module" crossorigin src="${source}"></script>`,
  ).join('\n');
  document.head.append(template);
}

/** The module scripts in the page itself (not in the template), by address. */
const started = () =>
  [...document.head.querySelectorAll('script[type="module"]')]
    .map((script) => script.getAttribute('src'))
    .filter((source) => !source?.includes('popup-boot'));

/** The animation frames and idle callbacks asked for, run by the test when it paints one. */
let frames: FrameRequestCallback[] = [];
let idle: IdleRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  frames = [];
  idle = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  holdScripts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe("the popup's own scripts, held until the kept frame is painted", () => {
  it('starts them once the frame is painted: at the first idle moment after the next frame', () => {
    startPageScripts(true);
    vi.advanceTimersByTime(0);
    expect(idle).toEqual([]);
    for (const frame of frames.splice(0)) frame(16);
    expect(started()).toEqual([]);
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(started()).toEqual(SOURCES);
    // Once: the fallback timer that follows starts nothing more.
    vi.advanceTimersByTime(2_000);
    expect(started()).toEqual(SOURCES);
  });

  it('starts them after a second in a page that paints no frame (hidden)', () => {
    startPageScripts(true);
    vi.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(SOURCES);
  });

  it('starts them at once when no frame was shown (the first screen waits for them)', () => {
    startPageScripts(false);
    expect(started()).toEqual(SOURCES);
  });

  it("names the build by the popup's own script, held or started, as frames are tagged", () => {
    expect(pageBuild()).toBe('/chunks/main-3.js');
    expect(frameTag(false)).toBe('popup /chunks/main-3.js');
    startPageScripts(false);
    expect(pageBuild()).toBe('/chunks/main-3.js');
  });

  it("does nothing in a page without held scripts (the dev server's), which names its own", () => {
    document.head.replaceChildren();
    addModuleScripts('/entrypoints/popup/main.ts');
    startPageScripts(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(pageBuild()).toBe('/entrypoints/popup/main.ts');
  });
});
