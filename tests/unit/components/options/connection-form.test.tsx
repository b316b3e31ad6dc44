// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ConnectionForm } from '../../../../components/options/connection-form';
import type { ConnectionView } from '../../../../lib/shared/types/connection';
import { stubI18n } from '../../../support/i18n-stub';

const NOT_CONFIGURED: ConnectionView = {
  hasToken: false,
  managed: { serviceUrl: false, actAs: false, authType: false },
  state: 'not-configured',
};

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

function renderForm(view = NOT_CONFIGURED) {
  render(
    <ConnectionForm
      view={view}
      busy={null}
      onTest={vi.fn()}
      onSave={vi.fn()}
      onForget={vi.fn()}
      onSignIn={vi.fn()}
      onSignOut={vi.fn()}
    />,
  );
  return screen.getByLabelText(/^(Service address|Adresse des Dienstes)/) as HTMLInputElement;
}

describe('the service address field', () => {
  test('says why while the person types http:// to another computer', () => {
    const field = renderForm();
    fireEvent.input(field, { target: { value: 'http://kb.acme.example' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toMatch(/clear text/);
    expect(described?.textContent).toMatch(/https:\/\/kb\.acme\.example/);
  });

  test('says nothing of the kind for https or a service on this computer', () => {
    const field = renderForm();
    for (const value of ['https://kb.acme.example', 'http://127.0.0.1:8787', 'http://localhost']) {
      fireEvent.input(field, { target: { value } });
      expect(field.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(/clear text/)).toBeNull();
    }
  });
});

describe('a policy key of the wrong type', () => {
  const ignored = {
    ...NOT_CONFIGURED,
    managed: { ...NOT_CONFIGURED.managed, ignored: ['ssoIssuer'] },
  };

  test('is named on the page as ignored, in English and German', () => {
    renderForm(ignored);
    expect(screen.getByText(/policy gives "ssoIssuer" a value that is not text/)).toBeTruthy();
    cleanup();
    stubI18n('de');
    renderForm(ignored);
    expect(screen.getByText(/„ssoIssuer“ einen Wert, der kein Text ist/)).toBeTruthy();
  });

  test('says nothing when every key is usable', () => {
    renderForm();
    expect(screen.queryByText(/not text/)).toBeNull();
  });
});
