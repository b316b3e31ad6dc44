// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { el } from '../../../../components/first-screen/dom';
import { openSidePanelOnClick } from '../../../../components/first-screen/side-panel-click';
import { onFirstInteraction } from '../../../../lib/ui/first-interaction';
import { sidePanelOpenFailed } from '../../../../lib/ui/open-side-panel';
import { english, stubI18n } from '../../../support/page-actions';

// biome-ignore lint/suspicious/noExplicitAny: adding the APIs the fake browser lacks
const fake = fakeBrowser as any;
let open: ReturnType<typeof vi.fn>;
let stop: () => void;
let button: HTMLElement;

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  open = vi.fn(async () => {});
  fake.sidePanel = { open };
  button = el('button', { type: 'button', class: 'wk-popup__side-panel' }, 'Open');
  document.body.replaceChildren(el('header', null, button));
  stop = openSidePanelOnClick();
});
afterEach(() => {
  stop();
  document.body.replaceChildren(); // The shared pool's next file starts from an empty page.
  delete fake.sidePanel;
  vi.restoreAllMocks();
});

/** A click as the person's own (the browser's), which happy-dom's dispatch does not mark. */
function personClick(target: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
  return event;
}

describe('the first screen’s "Open in side panel", before the app has taken over', () => {
  test('opens the panel inside the click, and the click is not held for the app', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const start = vi.fn(async () => {});
    onFirstInteraction(start); // The first screen's listener that holds clicks for the app.
    const reached = vi.fn();
    button.addEventListener('click', reached);
    const event = personClick(button);
    // Synchronously, within the click's dispatch: no await came before the browser's call.
    expect(open).toHaveBeenCalledExactlyOnceWith({ windowId: -2 });
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    // Not seen by the listener that would replay it to the app (it starts the app on a click).
    expect(start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(open).toHaveBeenCalledOnce();
    // A focus is the app's to start: it ends that listening, so no later test meets it.
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();
  });

  test('leaves a replayed (script) click alone, and stops when the app serves', () => {
    button.click();
    expect(open).not.toHaveBeenCalled();
    stop();
    personClick(button);
    expect(open).not.toHaveBeenCalled();
  });

  test('says in words when the browser refuses, once, and the app is told', async () => {
    open.mockRejectedValue(new Error('No gesture'));
    personClick(button);
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    personClick(button);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve));
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toBe(english('sidePanelOpenFailed'));
    expect(sidePanelOpenFailed()).toBe(true);
  });
});
