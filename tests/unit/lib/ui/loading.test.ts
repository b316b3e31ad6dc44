import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import { isFirstLoad } from '../../../../lib/ui/loading';

describe('isFirstLoad', () => {
  const error = new ApiError({ kind: 'network', message: "Can't reach the service." });

  test('is the time for placeholders: nothing to show yet, an answer on its way', () => {
    expect(isFirstLoad({ loading: true })).toBe(true);
  });

  test('never hides a value on screen, a failure, or a read not asked for', () => {
    expect(isFirstLoad({ loading: true, value: [] })).toBe(false);
    expect(isFirstLoad({ loading: true, error })).toBe(false);
    expect(isFirstLoad({ loading: false })).toBe(false);
  });
});
