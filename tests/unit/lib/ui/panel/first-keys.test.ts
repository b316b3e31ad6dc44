// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeFocus } from '../../../../../lib/ui/panel/first-focus';
import { takeFirstKeys } from '../../../../../lib/ui/panel/first-keys';
import { asPerson } from '../../../../../lib/ui/panel/trusted';
import { forgetListeners, hear, said } from '../../../../support/frame-port';

// The private port to the content script (lib/ui/panel/frame-port.ts), played by the test.
vi.mock('../../../../../lib/ui/panel/frame-port', () => import('../../../../support/frame-port'));

afterEach(() => {
  document.body.innerHTML = '';
  said.length = 0;
  forgetListeners();
  // A spy a failing test left is not the next test's, nor a control it left waiting for focus.
  vi.restoreAllMocks();
  takeFocus();
});

/** A key as the person presses it on whatever has the focus (happy-dom's events are not trusted). */
const press = (key: string, target: EventTarget = document.activeElement ?? document.body) =>
  asPerson(() => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

/** Draws the pin view: its close button (a view's first focus), a tab, and its first field. */
function drawView() {
  document.body.innerHTML = `
    <button class="wk-panel__close">Close</button>
    <button role="tab" aria-selected="true">Pin</button>
    <div id="wk-panel-body"><input id="wk-pin-queries" /></div>`;
  return document.getElementById('wk-pin-queries') as HTMLInputElement;
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('takeFirstKeys', () => {
  it('lets an Enter typed before the held keys came wait for them: the words sent are all of them', async () => {
    takeFirstKeys();
    // Typed into this frame before its field was drawn, and into the field after it.
    for (const key of ['m', 'a']) press(key);
    const field = drawView();
    await flush();
    press('p', field);
    field.setRangeText('p', field.value.length, field.value.length, 'end');
    const sent: string[] = [];
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') sent.push(field.value);
    });
    press('Enter', field);
    expect(sent).toEqual([]);
    // The content script's held keys, typed before all those.
    hear({ kind: 'typed', keys: ['r', 'o', 'a', 'd'] });
    expect(sent).toEqual(['roadmap']);
  });

  it('holds no Enter in a view without a field', async () => {
    takeFirstKeys();
    document.body.innerHTML = '<div id="wk-panel-body"><p>Sign in</p><button>Retry</button></div>';
    await flush();
    const button = document.querySelector('button') as HTMLButtonElement;
    const heard: string[] = [];
    button.addEventListener('keydown', (event) => heard.push(event.key));
    press('Enter', button);
    expect(heard).toEqual(['Enter']);
  });

  it('types the held keys into the field, the content script’s before the frame’s own', async () => {
    takeFirstKeys();
    press('a');
    const field = drawView();
    await flush();
    expect(document.activeElement).toBe(field);
    expect(said).toContainEqual({ kind: 'keys' });
    hear({ kind: 'typed', keys: ['r', 'o'] });
    expect(field.value).toBe('roa');
  });

  it('loses no held key when the view put the focus on one of its tabs', async () => {
    takeFirstKeys();
    press('a');
    const field = drawView();
    // The view's own first focus, in the same commit that drew it (a tab, not the close button).
    (document.querySelector('[role="tab"]') as HTMLButtonElement).focus();
    await flush();
    hear({ kind: 'typed', keys: ['r', 'o'] });
    expect(field.value).toBe('roa');
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus where the person moved it, and still keeps the keys they typed', async () => {
    takeFirstKeys();
    const field = drawView();
    const close = document.querySelector('.wk-panel__close') as HTMLButtonElement;
    // The person clicks the close button's place while the view is drawn: it takes the focus.
    asPerson(() => close.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    asPerson(() => close.focus());
    await flush();
    hear({ kind: 'typed', keys: ['r'] });
    expect(field.value).toBe('r');
    expect(document.activeElement).toBe(close);
  });

  it('gives the field the focus after a click that chose nothing (the background)', async () => {
    takeFirstKeys();
    asPerson(() => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    press('a', document.body);
    const field = drawView();
    await flush();
    hear({ kind: 'typed', keys: ['r'] });
    expect(field.value).toBe('ra');
    expect(document.activeElement).toBe(field);
  });

  it('gives the field the focus with the held keys when the frame had none before', async () => {
    // The frame's window has not the browser's focus yet: the field does not take it.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const windowFocus = vi.spyOn(globalThis, 'focus').mockImplementation(() => undefined);
    takeFirstKeys();
    const field = drawView();
    await flush();
    expect(document.activeElement).toBe(document.body);
    hear({ kind: 'typed', keys: ['r'] });
    expect(windowFocus).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('r');
  });

  it('moves a key aimed at the frame’s body into the field before its held keys are in', async () => {
    takeFirstKeys();
    const field = drawView();
    await flush();
    expect(document.activeElement).toBe(field);
    // A click on the panel's background left the document's focus on its body.
    field.blur();
    expect(document.activeElement).toBe(document.body);
    // A key as the browser sends it: cancelable, its default (typing it) to come.
    const key = new KeyboardEvent('keydown', { key: 'o', bubbles: true, cancelable: true });
    asPerson(() => document.body.dispatchEvent(key));
    // Not swallowed: its default then types it where the focus is, the field.
    expect(key.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(field);
  });

  it('puts a key passed on after the handover after every key before it', async () => {
    takeFirstKeys();
    press('a');
    const field = drawView();
    await flush();
    hear({ kind: 'typed', keys: ['r', 'o'] });
    hear({ kind: 'typed', keys: ['d'] });
    expect(field.value).toBe('road');
  });

  it('holds no key aimed at a control the person moved to', async () => {
    takeFirstKeys();
    const [first, next] = [document.createElement('button'), document.createElement('button')];
    document.body.append(first, next);
    first.focus();
    // Tab, and the browser moves the focus to the next control (happy-dom does not).
    press('Tab', first);
    asPerson(() => next.focus());
    const aimed = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true });
    asPerson(() => next.dispatchEvent(aimed));
    expect(aimed.defaultPrevented).toBe(false);
    const field = drawView();
    await flush();
    expect(field.value).toBe('');
  });

  it('types no repeat it got before its field: the shortcut’s key, still held', async () => {
    takeFirstKeys();
    asPerson(() =>
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'u',
          altKey: true,
          shiftKey: true,
          repeat: true,
          bubbles: true,
        }),
      ),
    );
    press('r');
    const field = drawView();
    await flush();
    hear({ kind: 'typed', keys: [] });
    expect(field.value).toBe('r');
  });

  it('neither types nor lets through a repeat: Enter still held closes nothing and sends nothing', async () => {
    takeFirstKeys();
    const repeat = (key: string, target: EventTarget) => {
      const event = new KeyboardEvent('keydown', {
        key,
        repeat: true,
        bubbles: true,
        cancelable: true,
      });
      asPerson(() => target.dispatchEvent(event));
      return event.defaultPrevented;
    };
    const field = drawView();
    const close = document.querySelector('.wk-panel__close') as HTMLButtonElement;
    expect(repeat('Enter', close)).toBe(true);
    await flush();
    const sent: string[] = [];
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') sent.push(field.value);
    });
    expect(repeat('Enter', field)).toBe(true);
    hear({ kind: 'typed', keys: ['r'] });
    expect(field.value).toBe('r');
    expect(sent).toEqual([]);
  });
});

describe('takeFirstKeys hands the keyboard over', () => {
  it('takes the browser’s focus into this frame with the held keys, not before', async () => {
    const focus = vi.spyOn(globalThis, 'focus').mockImplementation(() => undefined);
    takeFirstKeys();
    drawView();
    await flush();
    hear({ kind: 'state', visible: true, moved: false });
    expect(focus).not.toHaveBeenCalled();
    hear({ kind: 'typed', keys: ['r'] });
    expect(focus).toHaveBeenCalledTimes(1);
  });
});
