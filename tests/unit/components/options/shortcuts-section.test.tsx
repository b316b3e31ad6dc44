// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { ShortcutsSection } from '../../../../components/options/shortcuts-section';
import { stubI18n } from '../../../support/i18n-stub';

afterEach(cleanup);

const ASSIGNED = [
  { name: '_execute_action', description: 'Open the popup', shortcut: 'Alt+Shift+K' },
  { name: 'pin-page', description: 'Pin this page', shortcut: 'Alt+Shift+U' },
];
const ONE_UNSET = [
  ...ASSIGNED,
  { name: 'add-to-collection', description: 'Collect', shortcut: '' },
];

describe('the shortcuts section', () => {
  test('shows the keys as the browser reports them, and no help when all have one', () => {
    render(<ShortcutsSection shortcuts={ASSIGNED} place="chromium" onChange={() => undefined} />);
    expect(screen.getByText('Alt+Shift+U').tagName).toBe('KBD');
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('says in words that a command has no key, why, and where Chromium sets it', () => {
    render(<ShortcutsSection shortcuts={ONE_UNSET} place="chromium" onChange={() => undefined} />);
    expect(screen.getByRole('row', { name: /Collect/ }).textContent).toContain('No key');
    const help = screen.getByRole('note').textContent;
    expect(help).toContain('another extension uses it');
    expect(help).toContain('chrome://extensions/shortcuts');
  });

  test('names Firefox’s own place in Firefox, in German too', () => {
    stubI18n('de');
    render(<ShortcutsSection shortcuts={ONE_UNSET} place="firefox" onChange={() => undefined} />);
    expect(screen.getByRole('row', { name: /Collect/ }).textContent).toContain('Keine Taste');
    expect(screen.getByRole('note').textContent).toContain(
      '„Tastenkombinationen für Erweiterungen verwalten“',
    );
  });
});
