// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/preact';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ConnectionView } from '../../../../../lib/shared/types/connection';
import { stubI18n } from '../../../../support/i18n-stub';

/** Preset by policy: the service and the provider, as the popup's welcome sees them. */
const VIEW: ConnectionView = {
  hasToken: false,
  serviceUrl: 'https://kb.acme.example',
  managed: { serviceUrl: true, actAs: false, authType: false, ssoIssuer: true, ssoClientId: true },
  sso: {
    issuer: 'https://login.acme.example/realms/acme',
    clientId: 'workplace-extension',
    scopes: 'openid',
    signedIn: false,
  },
  state: 'not-configured',
};

const sent: { name: string; data: unknown }[] = [];
let answer: { ok: boolean; value?: unknown; error?: unknown } = { ok: true, value: VIEW };
vi.mock('../../../../../lib/shared/messages/send', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMessage: async (name: string, data: unknown) => {
    sent.push({ name, data });
    return answer;
  },
}));
const { useCompanySignIn } = await import('../../../../../lib/ui/hooks/use-company-sign-in');

let asked: string[][] = [];
let granted = true;
beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  sent.length = 0;
  asked = [];
  granted = true;
  answer = { ok: true, value: VIEW };
  // biome-ignore lint/suspicious/noExplicitAny: the fake browser does not implement permissions
  (fakeBrowser.permissions as any).request = async ({ origins }: { origins: string[] }) => {
    asked.push(origins);
    return granted;
  };
});

describe('the popup welcome’s company sign-in', () => {
  test('asks for the service and the provider in one prompt, then sends one message', async () => {
    const signedIn = vi.fn();
    const hook = renderHook(() => useCompanySignIn(VIEW, signedIn));
    await act(async () => hook.result.current.signIn());
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(asked).toEqual([['https://kb.acme.example/*', 'https://login.acme.example/*']]);
    expect(sent).toEqual([{ name: 'signIn', data: {} }]);
  });

  test('says so when access is refused, and sends nothing', async () => {
    granted = false;
    const hook = renderHook(() => useCompanySignIn(VIEW, vi.fn()));
    await act(async () => hook.result.current.signIn());
    await vi.waitFor(() => expect(hook.result.current.error).toMatch(/kb\.acme\.example/));
    expect(sent).toEqual([]);
  });

  test('shows the worker’s sentence when the sign-in fails', async () => {
    answer = {
      ok: false,
      error: { kind: 'unauthorized', code: 'CLOSED', message: 'The sign-in window was closed.' },
    };
    const hook = renderHook(() => useCompanySignIn(VIEW, vi.fn()));
    await act(async () => hook.result.current.signIn());
    await vi.waitFor(() =>
      expect(hook.result.current.error).toBe('The sign-in window was closed.'),
    );
  });
});
