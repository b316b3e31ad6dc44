import { describe, expect, it } from 'vitest';
import { originPattern } from '../../../../../lib/shared/urls/origin';

describe('the host pattern for a service origin', () => {
  it.each([
    // Firefox grants a pattern with a port but matches no request with it (issue 19): a
    // pattern without one matches every port, in both browsers.
    ['http://127.0.0.1:8787', 'http://127.0.0.1/*'],
    ['http://localhost:3000', 'http://localhost/*'],
    ['https://kb.example.com:8443', 'https://kb.example.com/*'],
    ['https://kb.example.com', 'https://kb.example.com/*'],
    ['http://[::1]:8787', 'http://[::1]/*'],
  ])('%s is asked for as %s', (origin, pattern) => {
    expect(originPattern(origin)).toBe(pattern);
  });
});
