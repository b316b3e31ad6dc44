// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { OutboxList } from '../../../../components/outbox/outbox-list';
import type { OutboxEntry } from '../../../../lib/shared/storage/outbox-entries';
import { stubI18n } from '../../../support/i18n-stub';

function entry(id: string, state: OutboxEntry['state']): OutboxEntry {
  return {
    id,
    operation: 'pin',
    request: {},
    label: `Pin ${id}`,
    state,
    createdAt: 0,
    updatedAt: 0,
    attempts: 1,
  };
}

function renderList(entries: OutboxEntry[]) {
  const outbox = {
    entries,
    retry: vi.fn(),
    retryAll: vi.fn(),
    discard: vi.fn(),
    reconnect: vi.fn(),
    exportEntry: vi.fn(),
  };
  render(<OutboxList outbox={outbox} />);
  return outbox;
}

beforeEach(() => stubI18n());
afterEach(cleanup);

describe('Retry all', () => {
  test('is offered when more than one write could go again, and asks for all of them', () => {
    const outbox = renderList([entry('a', 'failed'), entry('b', 'pending'), entry('c', 'paused')]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry all' }));
    expect(outbox.retryAll).toHaveBeenCalledTimes(1);
    expect(outbox.retry).not.toHaveBeenCalled();
  });

  test('is not offered for a single write, nor for writes that wait for a reconnect', () => {
    renderList([entry('a', 'failed'), entry('c', 'paused'), entry('d', 'paused')]);
    expect(screen.queryByRole('button', { name: 'Retry all' })).toBeNull();
    // Each write keeps its own Retry.
    expect(screen.getAllByRole('button', { name: /^Retry “/ })).toHaveLength(3);
  });

  test('nothing is drawn when nothing waits', () => {
    const { container } = render(
      <OutboxList
        outbox={{
          entries: [],
          retry: vi.fn(),
          retryAll: vi.fn(),
          discard: vi.fn(),
          reconnect: vi.fn(),
          exportEntry: vi.fn(),
        }}
      />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('a change that waits', () => {
  test('is offered Try now whether or not its time is known, never Retry beside it', () => {
    const at = new Date(2026, 10, 23, 14, 5).getTime();
    renderList([{ ...entry('a', 'pending'), nextAttemptAt: at }, entry('b', 'pending')]);
    expect(screen.getAllByRole('button', { name: /^Try now: “/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    // All of them at once, in the same words.
    expect(screen.getByRole('button', { name: 'Try all now' })).toBeTruthy();
  });

  test('says when it will be tried again, with Try now', () => {
    const at = new Date(2026, 10, 23, 14, 5).getTime();
    const outbox = renderList([{ ...entry('a', 'pending'), nextAttemptAt: at }]);
    const time = new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    expect(screen.getByText(`Trying again at ${time}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try now: “Pin a”' }));
    expect(outbox.retry).toHaveBeenCalledWith('a');
  });
});

describe('a change that could not be read', () => {
  const raw = { id: 'old', operation: 'pin', attempts: 'many' };

  function renderSetAside() {
    const outbox = {
      entries: [],
      setAside: [{ id: 'aside-1', setAsideAt: 0, raw }],
      retry: vi.fn(),
      retryAll: vi.fn(),
      discard: vi.fn(),
      discardSetAside: vi.fn(),
      reconnect: vi.fn(),
      exportEntry: vi.fn(),
    };
    render(<OutboxList outbox={outbox} />);
    return outbox;
  }

  test('is shown in words, with Discard and Export of what was stored', async () => {
    const outbox = renderSetAside();
    // Its view is loaded only when needed (the popup must open fast).
    expect(
      await screen.findByText(/could not be read, so it was set aside and not sent/),
    ).toBeTruthy();
    const exported = screen.getByRole('link', { name: 'Export' }) as HTMLAnchorElement;
    expect(exported.getAttribute('download')).toMatch(/\.json$/);
    const href = decodeURIComponent(exported.getAttribute('href') ?? '');
    expect(JSON.parse(href.slice(href.indexOf(',') + 1))).toEqual(raw);
    fireEvent.click(screen.getByRole('button', { name: 'Discard the unreadable change' }));
    expect(outbox.discardSetAside).toHaveBeenCalledWith('aside-1');
  });
});

describe('a change held for another account', () => {
  const held = (id: string, message: string): OutboxEntry => ({
    ...entry(id, 'paused'),
    error: { kind: 'unauthorized', code: 'OTHER_IDENTITY', message },
    owner: { origin: 'https://knowledge.example.com', fingerprint: 'f' },
  });

  test('says whose it is and offers reconnect, export and discard, never Retry', () => {
    const outbox = renderList([
      entry('a', 'failed'),
      held('b', 'Made as sam@acme.example on https://knowledge.example.com: not sent.'),
      held('c', 'Made with another account on https://knowledge.example.com: not sent.'),
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('Kept for the account that made it');
    expect(items[1]?.textContent).toContain('sam@acme.example on https://knowledge.example.com');
    expect(items[2]?.textContent).toContain('another account');
    expect(screen.getAllByRole('button', { name: /^Retry “/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry all' })).toBeNull();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Reconnect as that account' })[0] as HTMLElement,
    );
    expect(outbox.reconnect).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Export “Pin b”' }));
    expect(outbox.exportEntry).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard “Pin c”' }));
    expect(outbox.discard).toHaveBeenCalledWith('c');
    expect(outbox.retry).not.toHaveBeenCalled();
  });
});
