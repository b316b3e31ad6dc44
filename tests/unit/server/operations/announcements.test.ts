import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../../server/start';
import { AS_ADMIN, call, startTestServer } from '../../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('updatedraftannouncement: someone else draft and a missing draft', () => {
  test('answer the same, so the answer does not tell which drafts exist', async () => {
    // 207 is another person's draft (announcement 107); 9999 does not exist.
    const notYours = await call(server, 'updatedraftannouncement', { draftId: 207, title: 'x' });
    const missing = await call(server, 'updatedraftannouncement', { draftId: 9999, title: 'x' });
    expect([notYours.status, notYours.text]).toEqual([404, 'Draft 207 not found']);
    expect([missing.status, missing.text]).toEqual([404, 'Draft 9999 not found']);
    // Naming the announcement id does not tell either.
    const withId = await call(server, 'updatedraftannouncement', {
      draftId: 207,
      id: 1,
      title: 'x',
    });
    expect([withId.status, withId.text]).toEqual([404, 'Draft 207 not found']);
    // Nothing changed, and the author's administrator can still edit it.
    const asAdmin = await call(
      server,
      'updatedraftannouncement',
      { draftId: 207, title: 'Sales targets (draft)' },
      AS_ADMIN,
    );
    expect(asAdmin.status).toBe(200);
  });
});
