import { describe, expect, it } from 'vitest';
import { errorInBody } from '../../../../../lib/background/api/in-body-errors';

describe('errors inside a 200 body', () => {
  it('words a known collection code with its own sentence', () => {
    const error = errorInBody('createcollection', {}, { error: { errorCode: 'NAME_EXISTS' } });
    expect(error?.kind).toBe('already-exists');
    expect(error?.message).toBe('A collection with that name already exists.');
  });

  it.each(['valueOf', 'constructor', 'toString', '__proto__'])(
    'takes a code named like an object property (%s) for an unknown one',
    (code) => {
      const error = errorInBody('createcollection', {}, { error: { errorCode: code } });
      expect(error?.kind).toBe('invalid-request');
      expect(error?.message).toBe('The service could not do this.');
    },
  );
});
