// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PagePanelView } from '../../../../components/panel/page-panel-view';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import { english, stubI18n } from '../../../support/page-actions';
import { fakeActions, STATUS } from '../../../support/panel';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('PagePanelView', () => {
  const prefill = { description: '', linkText: '', suggestions: [] };

  it('closes with Escape and with the close button', () => {
    const onClose = vi.fn();
    render(
      <PagePanelView
        load={{ loading: false, value: STATUS }}
        view="collect"
        prefill={prefill}
        actions={fakeActions()}
        onViewChange={() => {}}
        onRetry={() => {}}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: english('panelClose') }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('sends the person to the settings when the extension is not connected', () => {
    const actions = fakeActions();
    const error = new ApiError({ kind: 'unauthorized', message: 'Connect the extension first.' });
    render(
      <PagePanelView
        load={{ loading: false, error }}
        view="pin"
        prefill={prefill}
        actions={actions}
        onViewChange={() => {}}
        onRetry={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Connect the extension first.');
    fireEvent.click(screen.getByRole('button', { name: english('panelOpenSettings') }));
    expect(actions.openOptions).toHaveBeenCalled();
  });

  it('switches views through its tabs', () => {
    const onViewChange = vi.fn();
    render(
      <PagePanelView
        load={{ loading: false, value: STATUS }}
        view="pin"
        prefill={prefill}
        actions={fakeActions()}
        onViewChange={onViewChange}
        onRetry={() => {}}
        onClose={() => {}}
      />,
    );
    expect(
      screen.getByRole('tab', { name: english('panelTabPin') }).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: english('panelTabCollect') }));
    expect(onViewChange).toHaveBeenCalledWith('collect');
  });
});
