// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { trapTab } from '../../../../components/panel/focus-trap';

afterEach(() => {
  document.body.replaceChildren();
});

/** A panel of `count` buttons in a shadow root (the panel's own), and a button on the page. */
function setUp(count: number) {
  const outside = document.createElement('button');
  const host = document.createElement('div');
  document.body.append(outside, host);
  const panel = document.createElement('div');
  host.attachShadow({ mode: 'open' }).append(panel);
  const buttons = Array.from({ length: count }, () =>
    panel.appendChild(document.createElement('button')),
  );
  return { outside, panel, buttons };
}

/** Presses Tab (or Shift+Tab) as far as the trap sees it: answers whether it kept the key. */
function tab(panel: HTMLElement, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  trapTab(panel, event);
  return event.defaultPrevented;
}

describe('trapTab', () => {
  it('wraps from the last element to the first and back, and lets Tab move inside', () => {
    const { panel, buttons } = setUp(3);
    buttons[2]?.focus();
    expect(tab(panel)).toBe(true);
    expect(panel.getRootNode()).toHaveProperty('activeElement', buttons[0]);
    expect(tab(panel, true)).toBe(true);
    expect(panel.getRootNode()).toHaveProperty('activeElement', buttons[2]);
    buttons[1]?.focus();
    expect(tab(panel)).toBe(false);
    expect(tab(panel, true)).toBe(false);
  });

  it('brings the focus back in from the page, and keeps Tab when there is nothing to focus', () => {
    const { outside, panel, buttons } = setUp(2);
    outside.focus();
    expect(tab(panel, true)).toBe(true);
    expect(panel.getRootNode()).toHaveProperty('activeElement', buttons[1]);
    outside.focus();
    expect(tab(panel)).toBe(true);
    expect(panel.getRootNode()).toHaveProperty('activeElement', buttons[0]);
    const empty = setUp(0);
    empty.outside.focus();
    expect(tab(empty.panel)).toBe(true);
    expect(trapTab(panel, new KeyboardEvent('keydown', { key: 'a' }))).toBeUndefined();
  });
});
