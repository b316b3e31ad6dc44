import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { OPERATION_NAMES } from '../../../lib/shared/contract';
import { DEMO_TOKENS, DEMO_USERS } from '../../../server/demo/identities';
import { SAMPLE_REQUESTS } from '../../support/samples';
import { asJsonText, hostileText, hostileValue, pathsOf, replaceAt } from './hostile-values';

/** One request as sent on the wire: headers may repeat (an array is sent as repeated lines). */
export interface HostileRequest {
  method: string;
  operation: string;
  headers: Record<string, string | string[]>;
  body: string;
}

const tokens = Object.values(DEMO_TOKENS);

/** Authorization values: real tokens in odd spellings, guesses, junk, and none. */
const authorization: fc.Arbitrary<string | string[] | undefined> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(DEMO_TOKENS.user, DEMO_TOKENS.admin)
      .map((token) => `Bearer ${token}`),
  },
  fc.constantFrom(...tokens).map((token) => `Bearer ${token}`),
  fc
    .tuple(
      fc.constantFrom('bearer', 'BEARER', 'Bearer', 'Basic', 'Token'),
      fc.constantFrom(...tokens),
    )
    .map(([scheme, token]) => `${scheme}  \t${token}`),
  fc.constantFrom(...tokens).map((token) => [`Bearer ${token}`, `Bearer ${DEMO_TOKENS.admin}`]),
  fc.string({ maxLength: 80 }).map((junk) => `Bearer ${junk}`),
  fc.constantFrom(undefined, '', 'Bearer', 'Bearer ', `Bearer ${'x'.repeat(8000)}`),
);

const actAs: fc.Arbitrary<string | string[] | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  fc.constantFrom(
    undefined,
    DEMO_USERS.employee.email,
    DEMO_USERS.admin.email.toUpperCase(),
    ` ${DEMO_USERS.employee.email} `,
    'nobody@acme.example',
    "x' OR 1=1 --",
  ),
  fc.constant<string[]>([DEMO_USERS.employee.email, DEMO_USERS.admin.email]),
  fc.string({ maxLength: 40 }),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  '',
);

/** A valid request of the operation with one value somewhere in it made hostile. */
const mutatedBody = fc
  .tuple(fc.constantFrom(...OPERATION_NAMES), hostileValue, fc.nat())
  .map(([operation, value, pick]) => {
    const sample = SAMPLE_REQUESTS[operation];
    const paths = pathsOf(sample);
    return {
      operation,
      body: asJsonText(replaceAt(sample, paths[pick % paths.length] ?? [], value)),
    };
  });

/** A list of the operation's sample grown past any sane bound. */
const oversizeList = fc
  .tuple(fc.constantFrom(...OPERATION_NAMES), fc.integer({ min: 101, max: 3000 }))
  .map(([operation, length]) => {
    const sample = SAMPLE_REQUESTS[operation];
    const lists = pathsOf(sample).filter((path) => {
      let cursor: unknown = sample;
      for (const key of path) cursor = (cursor as Record<string | number, unknown>)[key];
      return Array.isArray(cursor) && cursor.length > 0;
    });
    const path = lists[0];
    if (!path) return { operation, body: asJsonText(sample) };
    let cursor: unknown = sample;
    for (const key of path) cursor = (cursor as Record<string | number, unknown>)[key];
    const grown = Array.from({ length }, () => (cursor as unknown[])[0]);
    return { operation, body: asJsonText(replaceAt(sample, path, grown)) };
  });

/**
 * Calls on the demo company's real collections, drafts and documents, from a few URLs so that
 * items already there and items listed twice come up often, each sometimes with one value
 * made hostile: these reach the writes, where a half-done refusal would show.
 */
const urls = fc.constantFrom('https://a.example/', 'https://b.example/', 'https://c.example/');
const realBody = fc.oneof(
  fc.record({
    operation: fc.constant('addcollectionitems'),
    body: fc.record({
      collectionId: fc.constantFrom(2, 3, 1),
      addedCollectionItemDescriptors: fc.array(
        fc.oneof(
          fc.record({ url: urls }),
          fc.record({ documentId: fc.constantFrom('DOC_100', 'DOC_101') }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  }),
  fc.record({
    operation: fc.constant('updatedraftannouncement'),
    body: fc.record({
      draftId: fc.constantFrom(205, 206, 207, 9999),
      title: fc.string({ maxLength: 20 }),
      channel: fc.constantFrom('MAIN', 'SOCIAL_FEED'),
      viewUrl: fc.constantFrom('', 'https://social.example/p'),
      endTime: fc.constantFrom('', '2030-01-01T00:00:00Z', '1999-01-01T00:00:00Z', 'not a date'),
    }),
  }),
  fc.record({
    operation: fc.constantFrom('movecollectionitem', 'deletecollectionitem', 'editcollectionitem'),
    body: fc.record({
      collectionId: fc.constantFrom(2, 3, 1),
      itemId: fc.integer({ min: 1, max: 40 }).map((n) => `item-${n}`),
      newNextItemId: fc.integer({ min: 1, max: 40 }).map((n) => `item-${n}`),
    }),
  }),
  fc.record({
    operation: fc.constant('getdocuments'),
    body: fc.record({
      documentSpecs: fc.array(
        fc.record({ id: fc.constantFrom('__proto__', 'constructor', 'toString', 'DOC_100') }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
  }),
);
const realTarget = fc
  .tuple(realBody, fc.option(hostileValue, { freq: 3 }), fc.nat())
  .map(([{ operation, body }, value, pick]) => {
    const paths = pathsOf(body).slice(1);
    const mutated =
      value === null ? body : replaceAt(body, paths[pick % paths.length] ?? [], value);
    return { operation, body: asJsonText(mutated) };
  });

const anyOperation = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...OPERATION_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'nope', '%2e%2e', 'FEED') },
);

/** Hostile calls: bodies, headers, methods and operation names. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc
  .record({
    target: fc.oneof(
      { weight: 4, arbitrary: mutatedBody },
      { weight: 4, arbitrary: realTarget },
      { weight: 1, arbitrary: oversizeList },
      { weight: 2, arbitrary: fc.record({ operation: anyOperation, body: hostileText }) },
      {
        weight: 1,
        arbitrary: fc.record({ operation: anyOperation, body: hostileValue.map(asJsonText) }),
      },
    ),
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant('POST') },
      fc.constantFrom('PUT', 'GET', 'DELETE', 'OPTIONS'),
    ),
    authorization,
    actAs,
    authType: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      fc.constantFrom('OAUTH', 'oauth', 'SAML', ''),
    ),
    contentType,
  })
  .map(({ target, method, authorization: auth, actAs: as, authType, contentType: type }) => {
    const headers: Record<string, string | string[]> = {};
    if (auth !== undefined) headers.Authorization = auth;
    if (as !== undefined) headers['X-Service-Actas'] = as;
    if (authType !== undefined) headers['X-Service-Auth-Type'] = authType;
    if (type) headers['Content-Type'] = type;
    return { method, operation: target.operation, headers, body: target.body };
  });

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * Sends one request with node:http (so repeated headers and any method go out as written) and
 * answers the status and body. Header values node refuses to send count as refused by the
 * client, answered as status 0.
 */
export function send(
  base: string,
  call: HostileRequest,
): Promise<{ status: number; text: string }> {
  const url = new URL(`${base}/rest/api/v1/${call.operation}`);
  return new Promise((resolve, reject) => {
    let req: ReturnType<typeof request>;
    try {
      req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: call.method,
          headers: call.headers,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', reject);
        },
      );
    } catch {
      resolve({ status: 0, text: 'refused by the client' });
      return;
    }
    req.on('error', reject);
    req.end(call.method === 'GET' ? undefined : call.body);
  });
}
