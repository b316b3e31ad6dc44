import { describe, expect, test } from 'vitest';
import { OPERATIONS, validate } from '../../../lib/shared/contract';
import { checkedRequest, MAX_PER_OPERATION } from '../../../server/checked-requests';
import { HttpError } from '../../../server/http-error';

function refusal(operation: 'feed' | 'getevents', text: string): HttpError {
  try {
    checkedRequest(operation, text);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`${text} was accepted`);
}

describe('checked requests', () => {
  test('a body sent again gets the request checked the first time, frozen to its leaves', () => {
    const text = '{"requestOptions":{"resultSize":20,"datasourceFilter":["gdrive"]}}';
    const first = checkedRequest('feed', text) as {
      requestOptions: { datasourceFilter: string[] };
    };
    expect(first).toEqual({ requestOptions: { resultSize: 20, datasourceFilter: ['gdrive'] } });
    expect(checkedRequest('feed', text)).toBe(first);
    expect(Object.isFrozen(first.requestOptions.datasourceFilter)).toBe(true);
    expect(() => first.requestOptions.datasourceFilter.push('slack')).toThrow(TypeError);
    // The same text for another operation is checked against that operation's contract.
    expect(checkedRequest('listpins', '{}')).not.toBe(checkedRequest('feed', '{}'));
  });

  test('an empty body is the empty request', () => {
    expect(checkedRequest('feed', '  ')).toEqual({});
  });

  test('refusals say the same, however often the same body comes', () => {
    const invalid = '{"requestOptions":{"resultSize":"twenty"}}';
    const expected = validate(OPERATIONS.feed.request, JSON.parse(invalid));
    expect(expected.success).toBe(false);
    for (let round = 0; round < 2; round++) {
      expect(refusal('feed', '{"requestOptions":')).toMatchObject({
        status: 400,
        message: 'Malformed JSON body',
      });
      expect(refusal('feed', invalid)).toMatchObject({
        status: 400,
        message: expected.success ? '' : expected.message,
      });
      const ids = JSON.stringify({ ids: Array.from({ length: 101 }, (_, i) => `ev-${i}`) });
      expect(refusal('getevents', ids)).toMatchObject({
        status: 400,
        message: 'ids: at most 100 entries (got 101)',
      });
    }
  });

  test('remembers at most a bounded number of bodies per operation, the oldest going first', () => {
    // Told apart by trailing spaces, which no other test sends: each is a new body here.
    const body = (index: number) => `{"requestOptions":{"resultSize":7}}${' '.repeat(index + 1)}`;
    const first = checkedRequest('feed', body(0));
    for (let index = 1; index <= MAX_PER_OPERATION; index++) checkedRequest('feed', body(index));
    const again = checkedRequest('feed', body(0));
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });

  test('a long body is checked but not remembered', () => {
    const text = JSON.stringify({ categories: ['EVENT'], padding: ' '.repeat(3000) });
    const refused = refusal('feed', text);
    expect(refused.status).toBe(400);
    const long = JSON.stringify({
      categories: Array.from({ length: 40 }, () => 'EVENT'.repeat(20)),
    });
    const first = checkedRequest('feed', long);
    expect(checkedRequest('feed', long)).not.toBe(first);
  });
});
