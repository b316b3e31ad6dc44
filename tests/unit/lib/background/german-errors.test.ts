import 'fake-indexeddb/auto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorFromStatus } from '../../../../lib/background/api/http-errors';
import { testConnection } from '../../../../lib/background/connection/test-connection';
import { settleOwners } from '../../../../lib/background/outbox/owner';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import { fail, unwrap } from '../../../../lib/shared/result';
import type { OutboxEntry } from '../../../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../../../server/demo/identities';
import { connectionHarness } from '../../../support/connection';
import { stubI18n } from '../../../support/i18n-stub';

const harness = connectionHarness();

describe('a worker error, for a person whose browser speaks German', () => {
  beforeEach(() => stubI18n('de'));

  it('says that the service refused the token in German, across the message boundary', async () => {
    harness.allow(harness.server.url);
    // The worker words the refusal of a real service; the page receives it as data (a Result).
    const answer = await testConnection({
      serviceUrl: harness.server.url,
      token: DEMO_TOKENS.expired,
    }).then(() => undefined, fail);
    expect(() => unwrap(answer)).toThrow(
      'Der Dienst hat dieses Token nicht akzeptiert: Es ist ungültig oder abgelaufen. Erstellen Sie ein neues Token und fügen Sie es hier ein.',
    );
  });

  it('reports a working connection and what a token cannot do in German', async () => {
    harness.allow(harness.server.url);
    const report = await testConnection({
      serviceUrl: harness.server.url,
      token: DEMO_TOKENS.limited,
    });
    expect(report.message).toBe(`Verbunden mit ${harness.server.url}.`);
    expect(report.warnings.join(' ')).toMatch(/Dieses Token kann nicht zum Anheften von Seiten/);
  });

  it('keeps the numbers of a busy service in the German sentence', () => {
    const error = errorFromStatus({
      operation: 'feed',
      status: 429,
      body: '',
      retryAfter: '7',
      origin: 'https://kb.example',
      now: 0,
    });
    expect(error.message).toBe(
      'Der Dienst ist ausgelastet und hat um eine Pause gebeten; in 7 s wird es erneut versucht.',
    );
  });

  it('says in German whose held change waits', () => {
    const entry = {
      id: 'a',
      operation: 'pin',
      request: {},
      label: 'Pin',
      state: 'pending',
      attempts: 0,
      createdAt: 0,
      updatedAt: 0,
      owner: {
        origin: 'https://kb.example',
        fingerprint: 'f'.repeat(64),
        actAs: 'kim@acme.example',
      },
    } as unknown as OutboxEntry;
    const [held] = settleOwners(
      [entry],
      { origin: 'https://kb.example', fingerprint: '0'.repeat(64) },
      1,
    );
    expect(held?.error?.message).toMatch(
      /^Als kim@acme\.example auf https:\/\/kb\.example vorgenommen/,
    );
  });

  it('words a failure that is not the service’s in German too', () => {
    expect(unwrap.bind(null, undefined)).toThrow(ApiError);
    expect(unwrap.bind(null, undefined)).toThrow(/^Die Erweiterung hat nicht geantwortet/);
  });
});

/** Every source file under `folder`. */
function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the worker and shared code', () => {
  it('make no error sentence out of a hard-coded English literal', () => {
    const literal = /\bmessage:\s*(['"`])[^'"`]*[A-Za-z]{2,} [a-z]/;
    // The contract's own refinements name fields (`viewUrl`), a detail inside a worded error.
    const found = [...sources('lib/background'), ...sources('lib/shared')].filter(
      (path) => !path.includes('/contract/') && literal.test(readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
