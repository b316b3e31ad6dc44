import { describe, expect, it } from 'vitest';
import { dueAt, nextAttemptAt, wakeAt } from '../../../../../lib/background/outbox/schedule';
import type { OutboxEntry } from '../../../../../lib/shared/storage/outbox-entries';

const NOW = 1_700_000_000_000;
const most = () => 1;
const least = () => 0;

function entry(id: string, changes: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    operation: 'pin',
    request: {},
    label: id,
    state: 'pending',
    createdAt: NOW,
    updatedAt: NOW,
    attempts: 0,
    ...changes,
  };
}

describe('the retry schedule', () => {
  it('waits longer after each failure, from a second', () => {
    expect(nextAttemptAt(1, NOW, most) - NOW).toBe(1_000);
    expect(nextAttemptAt(2, NOW, most) - NOW).toBe(2_000);
    expect(nextAttemptAt(5, NOW, most) - NOW).toBe(16_000);
  });

  it('never waits more than an hour, however many failures', () => {
    expect(nextAttemptAt(40, NOW, most) - NOW).toBe(60 * 60 * 1000);
  });

  it('never tries again at once, even with no jitter', () => {
    expect(nextAttemptAt(1, NOW, least) - NOW).toBe(250);
  });

  it('honours the service’s Retry-After as the least wait', () => {
    expect(nextAttemptAt(1, NOW, least, 7_000) - NOW).toBe(7_000);
  });

  it('is always a finite time within the hour, whatever Retry-After says', () => {
    for (const hostile of [Number.POSITIVE_INFINITY, 1e308, Number.NaN, -5_000]) {
      const at = nextAttemptAt(1, NOW, most, hostile);
      expect(Number.isSafeInteger(at)).toBe(true);
      expect(at - NOW).toBeGreaterThanOrEqual(250);
      expect(at - NOW).toBeLessThanOrEqual(60 * 60 * 1000);
    }
  });
});

describe('when the queue wakes', () => {
  it('does not wake when nothing is pending', () => {
    expect(wakeAt([entry('a', { state: 'done' }), entry('b', { state: 'failed' })], NOW)).toBe(
      undefined,
    );
  });

  it('wakes when the first pending entry is due, whatever the ones behind it', () => {
    const entries = [
      entry('a', { state: 'done' }),
      entry('b', { nextAttemptAt: NOW + 60_000 }),
      entry('c', { nextAttemptAt: NOW + 1_000 }),
    ];
    expect(wakeAt(entries, NOW)).toBe(NOW + 60_000);
  });

  it('never waits more than an hour after the entry was scheduled, whatever is stored', () => {
    // A time stored by an older version, from a Retry-After some 8,000 years ahead.
    const far = entry('a', { nextAttemptAt: Date.parse('9999-12-31T00:00:00Z'), updatedAt: NOW });
    expect(wakeAt([far, entry('b')], NOW)).toBe(NOW + 60 * 60 * 1000);
    expect(dueAt(far)).toBe(NOW + 60 * 60 * 1000);
    expect(dueAt(entry('c', { nextAttemptAt: NOW + 5_000 }))).toBe(NOW + 5_000);
  });

  it('wakes at once for a pending entry that was never tried', () => {
    expect(wakeAt([entry('a')], NOW)).toBe(NOW);
  });
});
