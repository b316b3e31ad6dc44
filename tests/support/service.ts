import { DEMO_TOKENS } from '../../server/demo/identities';
import { type RunningServer, type ServerOptions, startServer } from '../../server/start';

/** A fresh in-memory service for one test file. */
export function startTestServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({ port: 0, dbPath: ':memory:', rateLimit: false, ...options });
}

/** Calls an operation over real HTTP and returns the status, the text and the parsed JSON. */
export async function call(
  server: RunningServer,
  operation: string,
  body: unknown,
  headers: Record<string, string> = { Authorization: `Bearer ${DEMO_TOKENS.user}` },
  method = 'POST',
) {
  const response = await fetch(`${server.url}/rest/api/v1/${operation}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    text,
    // Tests read answers by known paths; a wrong path fails the assertion, which is the point.
    // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
    json: json as Record<string, any>,
    headers: response.headers,
  };
}

export const AS_USER = { Authorization: `Bearer ${DEMO_TOKENS.user}` };
export const AS_ADMIN = { Authorization: `Bearer ${DEMO_TOKENS.admin}` };
