// @vitest-environment happy-dom
import { waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mountPanel } from '../../../../components/panel/mount-panel';
import { readCollectPrefill, readPinPrefill } from '../../../../lib/ui/panel/page-prefill';
import { english, stubI18n } from '../../../support/page-actions';
import { STATUS } from '../../../support/panel';

let roots: ShadowRoot[];
let asked: string[];

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  roots = [];
  asked = [];
  // The panel's shadow root is closed outside the e2e build: keep a hand on it.
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    roots.push(root);
    return root;
  });
  // The worker answers every message as send.ts expects it (pageStatus: the page's status).
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(((
    message: { type: string },
    reply: (answer: unknown) => void,
  ) => {
    asked.push(message.type);
    reply({ res: { ok: true, value: message.type === 'pageStatus' ? STATUS : null } });
  }) as never);
});

afterEach(() => {
  // Nothing of a panel stays behind for the next test file (the shared project reuses modules).
  document.querySelector('wk-page-panel')?.remove();
  globalThis.__wkPagePanel = undefined;
  vi.restoreAllMocks();
});

const press = (key: string) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

/** The tab of `name` in the panel drawn in `root`. */
const tabOf = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (element) => element.textContent === name,
  );

describe('mountPanel: one script per view', () => {
  it('the other view takes the open panel’s place; the same view reads anew; Escape closes', async () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();

    mountPanel('pin', readPinPrefill, () => <p>pin body</p>);
    const root = roots[0] as ShadowRoot;
    await waitFor(() => expect(root.textContent).toContain('pin body'));

    // As a menu entry does it: the worker injects the other view's script.
    mountPanel('collect', readCollectPrefill, () => <p>collect body</p>);
    await waitFor(() => expect(root.textContent).toContain('collect body'));
    // The same host and shadow root, the pin view gone.
    expect(document.querySelectorAll('wk-page-panel')).toHaveLength(1);
    expect(roots).toHaveLength(1);
    expect(root.textContent).not.toContain('pin body');
    expect(root.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(asked.filter((type) => type === 'pageStatus')).toHaveLength(2);

    mountPanel('collect', readCollectPrefill, () => <p>collect body</p>);
    await waitFor(() => expect(asked.filter((type) => type === 'pageStatus')).toHaveLength(3));
    expect(root.querySelectorAll('[role="dialog"]')).toHaveLength(1);

    press('Escape');
    expect(document.querySelector('wk-page-panel')).toBeNull();
    expect(globalThis.__wkPagePanel).toBeUndefined();
    // The focus goes back where it was before the panel opened, through the switch.
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('a tab asks the worker for the other view, which draws what this one showed at once', async () => {
    mountPanel('pin', readPinPrefill, () => <p>pin body</p>);
    const root = roots[0] as ShadowRoot;
    await waitFor(() => expect(root.textContent).toContain('pin body'));
    tabOf(root, english('panelTabCollect'))?.click();
    expect(asked).toContain('switchPanelView');

    // The worker injects the collection view's script, which finds the open panel.
    mountPanel('collect', readCollectPrefill, ({ status }) => <p>collect {status.target.title}</p>);
    // Drawn at once from what the pin view showed, not after an empty panel.
    expect(root.textContent).toContain('collect Deploy guide');
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
    await waitFor(() => expect(root.activeElement).toBe(tabOf(root, english('panelTabCollect'))));
    // ...and the status is read anew all the same.
    await waitFor(() => expect(asked.filter((type) => type === 'pageStatus')).toHaveLength(2));
    press('Escape');
  });
});
