import { describe, expect, it } from 'vitest';
import { suggestQueries } from '../../../../../lib/ui/panel/suggest';

describe('suggestQueries', () => {
  it('offers the selection first, then the title and its parts', () => {
    expect(suggestQueries('Deploy guide | Acme Wiki', 'rollback steps')).toEqual([
      'rollback steps',
      'Deploy guide | Acme Wiki',
      'Deploy guide',
      'Acme Wiki',
    ]);
  });

  it('offers a title without its parenthesised variant', () => {
    expect(suggestQueries('Deploy guide (Platform)')).toEqual([
      'Deploy guide (Platform)',
      'Deploy guide',
    ]);
  });

  it('drops duplicates regardless of case, and blank or one-letter candidates', () => {
    expect(suggestQueries('Runbook - runbook', '  RUNBOOK ')).toEqual([
      'RUNBOOK',
      'Runbook - runbook',
    ]);
    expect(suggestQueries('   ', ' x ')).toEqual([]);
  });

  it('collapses whitespace and shortens long selections at a word boundary', () => {
    const long = `${'word '.repeat(30)}end`;
    const [first] = suggestQueries('', long);
    expect(first?.length).toBeLessThanOrEqual(80);
    expect(first?.endsWith('word')).toBe(true);
    expect(suggestQueries('A\n\n  title')).toEqual(['A title']);
  });

  it('offers at most five', () => {
    expect(suggestQueries('a1 | b2 | c3 | d4 | e5 | f6', 'sel')).toHaveLength(5);
  });
});
