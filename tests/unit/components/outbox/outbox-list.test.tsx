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
  const handlers = { onRetry: vi.fn(), onRetryAll: vi.fn(), onDiscard: vi.fn() };
  render(<OutboxList entries={entries} {...handlers} />);
  return handlers;
}

beforeEach(() => stubI18n());
afterEach(cleanup);

describe('Retry all', () => {
  test('is offered when more than one write could go again, and asks for all of them', () => {
    const handlers = renderList([
      entry('a', 'failed'),
      entry('b', 'pending'),
      entry('c', 'paused'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry all' }));
    expect(handlers.onRetryAll).toHaveBeenCalledTimes(1);
    expect(handlers.onRetry).not.toHaveBeenCalled();
  });

  test('is not offered for a single write, nor for writes that wait for a reconnect', () => {
    renderList([entry('a', 'failed'), entry('c', 'paused'), entry('d', 'paused')]);
    expect(screen.queryByRole('button', { name: 'Retry all' })).toBeNull();
    // Each write keeps its own Retry.
    expect(screen.getAllByRole('button', { name: /^Retry “/ })).toHaveLength(3);
  });

  test('nothing is drawn when nothing waits', () => {
    const { container } = render(
      <OutboxList entries={[]} onRetry={vi.fn()} onRetryAll={vi.fn()} onDiscard={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });
});
