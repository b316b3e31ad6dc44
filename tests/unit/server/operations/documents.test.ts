import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../../server/start';
import { call, startTestServer } from '../../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getdocuments keys are the caller own strings', () => {
  test('keys named like Object.prototype members come back as keys', async () => {
    const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const answer = await call(server, 'getdocuments', {
      documentSpecs: [...keys.map((id) => ({ id })), { id: 'DOC_100' }],
    });
    expect(answer.status).toBe(200);
    // Parsed from the raw text: JSON.parse keeps "__proto__" as an own key.
    const documents = JSON.parse(answer.text).documents as object;
    expect(Object.keys(documents).sort()).toEqual([...keys, 'DOC_100'].sort());
    for (const key of keys) {
      expect(Object.getOwnPropertyDescriptor(documents, key)?.value).toEqual({
        error: 'Document not found: it is not indexed by this service',
      });
    }
  });
});
