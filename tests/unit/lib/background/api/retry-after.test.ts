import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_AFTER_MS,
  MIN_RETRY_AFTER_MS,
  parseRetryAfter,
} from '../../../../../lib/background/api/retry-after';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('Retry-After (RFC 9110 §10.2.3)', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', NOW)).toBe(3_000);
    expect(parseRetryAfter(' 120 ', NOW)).toBe(120_000);
  });

  it('reads the three HTTP-date forms', () => {
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:10 GMT', NOW)).toBe(10_000);
    expect(parseRetryAfter('Sunday, 22-Nov-26 12:00:20 GMT', NOW)).toBe(20_000);
    expect(parseRetryAfter('Sun Nov 22 12:00:30 2026', NOW)).toBe(30_000);
  });

  it('clamps to between a second and an hour', () => {
    expect(parseRetryAfter('0', NOW)).toBe(MIN_RETRY_AFTER_MS);
    expect(parseRetryAfter('99999999999999999999999', NOW)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', NOW)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('Sun, 22 Nov 2026 11:00:00 GMT', NOW)).toBe(MIN_RETRY_AFTER_MS);
    expect(MIN_RETRY_AFTER_MS).toBe(1_000);
    expect(MAX_RETRY_AFTER_MS).toBe(3_600_000);
  });

  it.each([
    '1e308',
    '-5',
    '1.5',
    'soon',
    '',
    'Infinity',
    'NaN',
    '0x10',
    '3 seconds',
    '2026-11-22T12:00:10Z',
    'Sun, 32 Nov 2026 12:00:10 GMT',
  ])('refuses %j (the backoff decides instead)', (value) => {
    expect(parseRetryAfter(value, NOW)).toBeUndefined();
  });

  it('is never NaN or infinite, whatever it is given', () => {
    for (const value of ['1e308', '9'.repeat(400), 'Sat, 01 Jan 275760 00:00:00 GMT', null]) {
      const parsed = parseRetryAfter(value, NOW);
      expect(parsed === undefined || Number.isFinite(parsed)).toBe(true);
    }
  });
});
