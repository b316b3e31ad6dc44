// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { render as draw } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PagePanelView } from '../../../../components/panel/page-panel-view';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import { english, stubI18n } from '../../../support/page-actions';
import { STATUS } from '../../../support/panel';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('PagePanelView', () => {
  const common = {
    linkText: '',
    notice: null,
    focusTab: false,
    onViewChange: () => {},
    onRetry: () => {},
    openOptions: () => {},
    onClose: () => {},
    children: null,
  };

  it('closes with Escape and with the close button', () => {
    const onClose = vi.fn();
    render(
      <PagePanelView
        load={{ loading: false, value: STATUS }}
        {...common}
        view="collect"
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: english('panelClose') }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  // Issue 41, finding 6: a page's synthetic Escape closed the panel, its Shift+Tab moved focus.
  it("ignores a page script's Escape and Shift+Tab on the document", () => {
    const onClose = vi.fn();
    render(
      <PagePanelView
        load={{ loading: false, value: STATUS }}
        {...common}
        view="collect"
        onClose={onClose}
      />,
    );
    const focused = document.activeElement;
    for (const init of [{ key: 'Escape' }, { key: 'Tab', shiftKey: true }]) {
      const forged = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
      Object.defineProperty(forged, 'isTrusted', { value: false });
      document.dispatchEvent(forged);
      expect(forged.defaultPrevented).toBe(false);
    }
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(focused);
  });

  it('says when the tab moved to another address after the panel opened, still naming its target', () => {
    render(
      <PagePanelView
        load={{ loading: false, value: { ...STATUS, moved: true } }}
        {...common}
        view="collect"
      />,
    );
    expect(screen.getByRole('dialog').textContent).toContain(english('panelAddressChanged'));
    expect(screen.getByRole('dialog').textContent).toContain(STATUS.target.url);
  });

  it('sends the person to the settings when the extension is not connected', () => {
    const openOptions = vi.fn();
    const error = new ApiError({ kind: 'unauthorized', message: 'Connect the extension first.' });
    render(
      <PagePanelView
        load={{ loading: false, error }}
        {...common}
        view="pin"
        openOptions={openOptions}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Connect the extension first.');
    fireEvent.click(screen.getByRole('button', { name: english('panelOpenSettings') }));
    expect(openOptions).toHaveBeenCalled();
  });

  it('switches views through its tabs', () => {
    const onViewChange = vi.fn();
    render(
      <PagePanelView
        load={{ loading: false, value: STATUS }}
        {...common}
        view="pin"
        onViewChange={onViewChange}
      />,
    );
    expect(
      screen.getByRole('tab', { name: english('panelTabPin') }).getAttribute('aria-selected'),
    ).toBe('true');
    // The open view's own tab asks for nothing: its script is the one running.
    fireEvent.click(screen.getByRole('tab', { name: english('panelTabPin') }));
    expect(onViewChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: english('panelTabCollect') }));
    expect(onViewChange).toHaveBeenCalledWith('collect');
  });

  // Issue 45: the focus moved after the next paint took it from a field typed into by then.
  it('leaves the focus in a field the person reached before the next frame', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    // Drawn as the frame draws it (outside act(), which would run the effects at once).
    draw(
      <PagePanelView load={{ loading: false, value: STATUS }} {...common} view="pin">
        <input aria-label="Queries" />
      </PagePanelView>,
      root,
    );
    const field = screen.getByRole('textbox', { name: 'Queries' });
    field.focus();
    await new Promise((resolve) => setTimeout(resolve, 100)); // Frames pass: effects have run.
    expect(document.activeElement).toBe(field);
    draw(null, root);
    root.remove();
  });

  it('says why the other view could not be shown, and focuses its tab when it took over', () => {
    render(
      <PagePanelView
        {...common}
        load={{ loading: false, value: STATUS }}
        view="collect"
        focusTab
        notice={{ tone: 'error', message: 'The panel cannot open on this page.' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The panel cannot open on this page.');
    expect(document.activeElement).toBe(
      screen.getByRole('tab', { name: english('panelTabCollect') }),
    );
  });

  // Issue 56: the view's code arrives after the page's status at times. Until it does, the
  // loading rows stay (the first keys wait for them to go, lib/ui/panel/first-keys.ts) and the
  // body is not drawn.
  it('keeps the loading rows while the view is on its way, with the status known', () => {
    const body = (waiting: boolean) => (
      <PagePanelView
        load={{ loading: false, value: STATUS }}
        {...common}
        view="pin"
        waiting={waiting}
      >
        <input aria-label="Queries" />
      </PagePanelView>
    );
    const { container, rerender } = render(body(true));
    expect(container.querySelector('#wk-panel-body .wk-panel__loading')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Queries' })).toBeNull();
    rerender(body(false));
    expect(container.querySelector('.wk-panel__loading')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Queries' })).toBeDefined();
  });
});
