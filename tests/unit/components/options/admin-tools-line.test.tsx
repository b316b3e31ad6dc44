// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AdminToolsLine } from '../../../../components/options/admin-tools-line';
import type { AdminAccessController } from '../../../../lib/ui/hooks/use-admin-access';
import { checkOutcome } from '../../../../lib/ui/hooks/use-admin-access';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

const AT = Date.parse('2026-11-27T09:00:00');
const line = (admin: Partial<AdminAccessController>) =>
  render(<AdminToolsLine admin={{ checking: false, check: vi.fn(), ...admin }} />);

describe('the administrators’ tools line on the settings page', () => {
  it('is not there while nothing is refused', () => {
    line({ access: {} });
    expect(screen.queryByRole('heading')).toBeNull();
    cleanup();
    line({});
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the tool is for administrators and the day it was refused, and checks again', () => {
    const check = vi.fn();
    line({ access: { refusedAt: AT }, check });
    expect(screen.getByRole('heading', { name: 'Administrators’ tools' })).toBeTruthy();
    const day = new Date(AT).toLocaleDateString(undefined, { dateStyle: 'long' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('“People to invite” (the popup’s Invite tab) is for administrators');
    expect(text).toContain(`refused this account on ${day}`);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(check).toHaveBeenCalledOnce();
  });

  it('waits while checking, with the button unavailable', () => {
    line({ access: { refusedAt: AT }, checking: true });
    const button = screen.getByRole('button', { name: 'Checking…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('reports still refused with the next step, and available with where it shows', () => {
    const refused = { refusedAt: AT } as const;
    line({ access: refused, outcome: checkOutcome(refused) });
    expect(screen.getByRole('status').textContent).toBe(
      'The service still refuses “People to invite” to this account. If you need it, ask your administrator to give you the rights.',
    );
    cleanup();
    line({ access: {}, outcome: checkOutcome({}) });
    expect(screen.getByRole('status').textContent).toMatch(
      /now available to this account: the Invite tab shows the next time you open the popup/,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a failure in its own words, as an alert', () => {
    line({
      access: { refusedAt: AT },
      outcome: { tone: 'error', message: 'The service cannot be reached. Try again later.' },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The service cannot be reached. Try again later.',
    );
  });

  it('reads in German', () => {
    stubI18n('de');
    line({ access: { refusedAt: AT } });
    expect(screen.getByRole('button', { name: 'Erneut prüfen' })).toBeTruthy();
    expect(document.body.textContent).toContain('ist für Administratoren des Dienstes');
  });
});
