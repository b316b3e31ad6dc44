import { describe, expect, it } from 'vitest';
import { challengeOf, randomValue } from '../../../../../lib/background/auth/pkce';

describe('PKCE (RFC 7636)', () => {
  it('makes the S256 challenge of Appendix B', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers of 43 unreserved characters, a new one each time', () => {
    const values = new Set(Array.from({ length: 50 }, randomValue));
    expect(values.size).toBe(50);
    for (const value of values) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
