// `npm run serve -- [--port 8787] [--db .data/knowledge.db] [--reset] [--latency ms]
//  [--error-rate 0.1] [--drop-rate 0.05] [--lost-reply-rate 0.05] [--seed n] [--no-rate-limit]
//  [--demo-scale N] [--no-reply-cache] [--sso [--access-token-ttl s]]`: --demo-scale N makes N times the demo company's people,
//  documents, pins, collections and events, for new data (a new --db file, or with --reset);
//  --no-reply-cache composes every read afresh (server/reply-cache.ts), for the bench's figures;
//  --sso runs the demo OpenID provider at <url>/oidc (server/sso/), access tokens living
//  --access-token-ttl seconds (600).
//  --draft-omitted keep|clear: whether updatedraftannouncement keeps (default) or clears a
//  property the request leaves out (the seed leaves it open; server/context.ts).
import { parseArgs } from 'node:util';
import { DEFAULT_DB_PATH } from './db/open';
import { DEMO_TOKENS, DEMO_USERS } from './demo/identities';
import { MAX_DEMO_SCALE } from './demo/scale';
import { DEMO_PASSWORD } from './sso/demo-client';
import { startServer } from './start';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: DEFAULT_DB_PATH },
    reset: { type: 'boolean', default: false },
    latency: { type: 'string', default: '0' },
    'error-rate': { type: 'string', default: '0' },
    'drop-rate': { type: 'string', default: '0' },
    'lost-reply-rate': { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    'no-rate-limit': { type: 'boolean', default: false },
    'no-reply-cache': { type: 'boolean', default: false },
    'demo-scale': { type: 'string' },
    sso: { type: 'boolean', default: false },
    'access-token-ttl': { type: 'string' },
    'draft-omitted': { type: 'string', default: 'keep' },
  },
});

function number(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} must be a non-negative number, not "${text}".`);
    process.exit(2);
  }
  return value;
}

function demoScale(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > MAX_DEMO_SCALE) {
    console.error(
      `--demo-scale must be a whole number from 1 to ${MAX_DEMO_SCALE}, not "${text}".`,
    );
    process.exit(2);
  }
  return value;
}

function draftOmitted(text: string | undefined): 'keep' | 'clear' {
  if (text === 'keep' || text === 'clear') return text;
  console.error(`--draft-omitted must be keep or clear, not "${text}".`);
  process.exit(2);
}

function ssoTtl(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--access-token-ttl must be a whole number of seconds, not "${text}".`);
    process.exit(2);
  }
  return value;
}

try {
  const scale = demoScale(values['demo-scale']);
  const server = await startServer({
    port: number('port', values.port),
    host: values.host,
    dbPath: values.db,
    reset: values.reset,
    demoScale: scale,
    rateLimit: values['no-rate-limit'] ? false : undefined,
    replyCache: !values['no-reply-cache'],
    draftOmitted: draftOmitted(values['draft-omitted']),
    sso: values.sso ? { accessTokenTtlSeconds: ssoTtl(values['access-token-ttl']) } : undefined,
    faults: {
      latencyMs: number('latency', values.latency),
      errorRate: number('error-rate', values['error-rate']),
      dropRate: number('drop-rate', values['drop-rate']),
      lostReplyRate: number('lost-reply-rate', values['lost-reply-rate']),
      seed: number('seed', values.seed),
    },
  });
  console.log(`Workplace Knowledge reference service at ${server.url} (data: ${values.db})`);
  console.log(`  a draft update ${values['draft-omitted']}s the properties it leaves out`);
  if (scale !== undefined && scale !== server.demoScale) {
    console.log(
      `  The data in ${values.db} was made at demo scale ${server.demoScale}, not ${scale}: add --reset to make it again at ${scale}.`,
    );
  }
  console.log(`  employee token:      ${DEMO_TOKENS.user}  (${DEMO_USERS.employee.email})`);
  console.log(`  administrator token: ${DEMO_TOKENS.admin}  (${DEMO_USERS.admin.email})`);
  console.log(`  global token:        ${DEMO_TOKENS.global}  (send X-Service-Actas: <e-mail>)`);
  if (server.sso) {
    console.log(
      `  sign-in (OpenID):    issuer ${server.sso.issuer}, client id ${server.sso.clientId}`,
    );
    console.log(
      `                       any demo person's e-mail with the password ${DEMO_PASSWORD}`,
    );
  }
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${values.port} is in use. Stop the other program or pass --port with a free port.`
      : `The service could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
