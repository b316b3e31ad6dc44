// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { WelcomeScreen } from '../../../../components/popup/welcome-screen';
import type { ConnectionView } from '../../../../lib/shared/types/connection';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

const UNCONNECTED: ConnectionView = {
  hasToken: false,
  managed: { serviceUrl: false, actAs: false, authType: false },
  state: 'not-configured',
};

describe('the popup before connecting', () => {
  test('leads to the settings', () => {
    const onConnect = vi.fn();
    render(<WelcomeScreen view={UNCONNECTED} onConnect={onConnect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect to your Knowledge Service' }));
    expect(onConnect).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /company account/ })).toBeNull();
  });

  test('offers the company sign-in once a provider is set', () => {
    const view: ConnectionView = {
      ...UNCONNECTED,
      sso: {
        issuer: 'https://login.acme.example',
        clientId: 'x',
        scopes: 'openid',
        signedIn: false,
      },
    };
    render(<WelcomeScreen view={view} onConnect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Sign in with your company account' })).toBeTruthy();
  });
});
