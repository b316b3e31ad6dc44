// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ConnectionView } from '../../../../../lib/shared/types/connection';
import { stubI18n } from '../../../../support/i18n-stub';

const VIEW: ConnectionView = {
  hasToken: false,
  managed: { serviceUrl: false, actAs: false, authType: false },
  state: 'not-configured',
};

/** The background, faked at the messaging boundary: what each message answers. */
const answers: Record<string, () => unknown> = {};
const sent: string[] = [];
vi.mock('../../../../../lib/shared/messages/send', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendMessage: async (name: string) => {
    sent.push(name);
    return { ok: true, value: answers[name]?.() };
  },
}));

const { useConnectionSettings } = await import(
  '../../../../../lib/ui/hooks/use-connection-settings'
);

let granted = true;
beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  sent.length = 0;
  granted = true;
  answers.getConnection = () => VIEW;
  // biome-ignore lint/suspicious/noExplicitAny: the fake browser does not implement permissions
  (fakeBrowser.permissions as any).request = async () => granted;
});

async function loaded() {
  const hook = renderHook(() => useConnectionSettings());
  await waitFor(() => expect(hook.result.current.connection.value).toEqual(VIEW));
  return hook;
}

const INPUT = { serviceUrl: 'https://kb.example.com/rest/api/v1', token: 't' };

describe('connection settings', () => {
  test('a test reports the service’s sentence, with its warnings as a warning', async () => {
    answers.testConnection = () => ({
      serviceUrl: 'https://kb.example.com',
      message: 'Connected to https://kb.example.com.',
      warnings: ['Pins will not work with this token.'],
    });
    const hook = await loaded();
    act(() => hook.result.current.test(INPUT));
    await waitFor(() => expect(hook.result.current.busy).toBeNull());
    expect(hook.result.current.notice).toEqual({
      tone: 'warning',
      message: 'Connected to https://kb.example.com.',
    });
    expect(hook.result.current.warnings).toEqual(['Pins will not work with this token.']);
  });

  test('refused access to the origin is said, and nothing is sent', async () => {
    granted = false;
    const hook = await loaded();
    act(() => hook.result.current.save(INPUT));
    await waitFor(() => expect(hook.result.current.busy).toBeNull());
    expect(hook.result.current.notice?.tone).toBe('error');
    expect(hook.result.current.notice?.message).toContain('https://kb.example.com');
    expect(sent).toEqual(['getConnection']);
  });

  test('a malformed address is explained before the browser is asked', async () => {
    const hook = await loaded();
    act(() => hook.result.current.test({ serviceUrl: 'not an address' }));
    await waitFor(() => expect(hook.result.current.notice?.tone).toBe('error'));
    expect(hook.result.current.notice?.message).toContain('is not a web address');
  });

  test('saving shows what was saved; forgetting clears the warnings of an earlier test', async () => {
    const saved: ConnectionView = {
      ...VIEW,
      hasToken: true,
      state: 'ready',
      origin: 'https://kb.example.com',
    };
    answers.saveConnection = () => saved;
    answers.forgetToken = () => VIEW;
    answers.testConnection = () => ({ serviceUrl: '', message: 'Connected.', warnings: ['W'] });
    const hook = await loaded();
    act(() => hook.result.current.save(INPUT));
    await waitFor(() => expect(hook.result.current.connection.value).toEqual(saved));
    expect(hook.result.current.notice?.tone).toBe('success');
    act(() => hook.result.current.test(INPUT));
    await waitFor(() => expect(hook.result.current.warnings).toEqual(['W']));
    act(() => hook.result.current.forget());
    await waitFor(() => expect(hook.result.current.notice?.tone).toBe('info'));
    expect(hook.result.current.warnings).toEqual([]);
    expect(hook.result.current.connection.value).toEqual(VIEW);
  });
});
