// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SignInSection } from '../../../../components/options/sign-in-section';
import type { ConnectionView } from '../../../../lib/shared/types/connection';
import { stubI18n } from '../../../support/i18n-stub';

const REDIRECT = 'https://meompmifbppdkljikflbpopfciciifnj.chromiumapp.org/';
const PRESET: ConnectionView = {
  hasToken: false,
  serviceUrl: 'https://kb.acme.example',
  managed: { serviceUrl: true, actAs: false, authType: false, ssoIssuer: true, ssoClientId: true },
  sso: {
    issuer: 'https://login.acme.example',
    clientId: 'workplace-extension',
    scopes: 'openid profile email offline_access',
    redirectUrl: REDIRECT,
    signedIn: false,
  },
  state: 'not-configured',
};

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('the company sign-in section', () => {
  test('locks what the organisation preset, says so, and shows the redirect to register', () => {
    render(
      <SignInSection
        view={PRESET}
        serviceUrl=""
        busy={false}
        onSignIn={vi.fn()}
        onSignOut={vi.fn()}
      />,
    );
    const issuer = screen.getByLabelText(/Sign-in provider address/) as HTMLInputElement;
    expect(issuer.readOnly).toBe(true);
    expect(issuer.value).toBe('https://login.acme.example');
    expect((screen.getByLabelText(/Scopes/) as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getAllByText('Set by your organisation')).toHaveLength(2);
    expect(screen.getByText(new RegExp(REDIRECT))).toBeTruthy();
    expect(screen.queryByText('Sign out')).toBeNull();
  });

  test('signs in with what is typed, and offers signing out once signed in', () => {
    const onSignIn = vi.fn();
    const view = { ...PRESET, managed: { ...PRESET.managed, ssoIssuer: false } };
    const { rerender } = render(
      <SignInSection
        view={view}
        serviceUrl="https://kb.acme.example"
        busy={false}
        onSignIn={onSignIn}
        onSignOut={vi.fn()}
      />,
    );
    fireEvent.input(screen.getByLabelText(/Sign-in provider address/), {
      target: { value: 'https://idp.acme.example' },
    });
    fireEvent.click(screen.getByText('Sign in with your company account'));
    expect(onSignIn).toHaveBeenCalledWith({
      serviceUrl: 'https://kb.acme.example',
      issuer: 'https://idp.acme.example',
      clientId: 'workplace-extension',
      scopes: 'openid profile email offline_access',
    });
    const signedIn = { ...view, sso: { ...view.sso, scopes: 'openid', signedIn: true } };
    rerender(
      <SignInSection
        view={signedIn}
        serviceUrl=""
        busy={false}
        onSignIn={onSignIn}
        onSignOut={vi.fn()}
      />,
    );
    expect(screen.getByText('Sign out')).toBeTruthy();
  });
});
