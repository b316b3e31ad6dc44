import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '../../../../lib/background/api/client';
import { writeHandlers } from '../../../../lib/background/handlers/writes';
import { createOutbox } from '../../../../lib/background/outbox/outbox';
import { t } from '../../../../lib/shared/i18n';
import { MESSAGES } from '../../../../lib/shared/messages/table';
import { fail, ok } from '../../../../lib/shared/result';
import { outboxEntries } from '../../../../lib/shared/storage/outbox-entries';
import { NO_ANSWER } from '../../../../lib/ui/ask';
import { askWrite } from '../../../../lib/ui/ask-write';

const PORT_CLOSED = 'The message port closed before a response was received.';

/** The service: takes every pin and counts them. */
function service() {
  const pins: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    pins.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ documentId: 'DOC_1' }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    pins,
    client: createApiClient({ baseUrl: 'http://127.0.0.1:9', credentials: { token: 't' }, fetch }),
  };
}

/**
 * The page's side of messaging over a worker that runs the real write handler and outbox, and
 * stops before it answers the asks `lost` names (1 for the first, …): the write is handled, the
 * answer never arrives, as when the browser stops the worker mid-answer.
 */
function worker(lost: ReadonlySet<number>) {
  const { pins, client } = service();
  const outbox = createOutbox({
    client: async () => client,
    schedule: async () => undefined,
    onUnauthorized: async () => undefined,
  });
  const handlers = writeHandlers(outbox);
  const asked: unknown[] = [];
  const runtime = {
    lastError: undefined as { message: string } | undefined,
    sendMessage(message: { data: unknown }, answer: (value: unknown) => void) {
      asked.push(message.data);
      const data = MESSAGES.write.data.parse(message.data);
      // As the router does: what the handler throws is answered as a failed Result.
      const result = Promise.resolve(data).then((write) => handlers.write(write, undefined));
      void result.then(ok, fail).then((value) => {
        if (lost.has(asked.length)) {
          runtime.lastError = { message: PORT_CLOSED };
          answer(undefined);
          runtime.lastError = undefined;
        } else answer({ res: value });
      });
    },
  };
  vi.stubGlobal('chrome', { i18n: fakeBrowser.i18n, runtime });
  return { pins, asked };
}

const PIN = {
  operation: 'pin' as const,
  request: { documentId: 'DOC_1', queries: ['asked again'] },
  label: 'Pin “Doc 1”',
};

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('askWrite', () => {
  it('asks again under the same id when the answer was lost, and the write is stored and sent once', async () => {
    const { pins, asked } = worker(new Set([1]));
    const outcome = askWrite(PIN);
    await vi.runAllTimersAsync();
    await expect(outcome).resolves.toMatchObject({ state: 'done' });
    expect(asked).toHaveLength(2);
    const [first, second] = asked as { id: string }[];
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.id).toBe(first?.id);
    expect((await outboxEntries.get()).map((entry) => entry.id)).toEqual([first?.id]);
    expect(pins).toHaveLength(1);
  });

  it('asks once when the background answers, even with a refusal', async () => {
    const { asked } = worker(new Set());
    const refused = askWrite({ ...PIN, request: { documentId: 42 } });
    refused.catch(() => undefined);
    await vi.runAllTimersAsync();
    await expect(refused).rejects.toMatchObject({ kind: 'invalid-request' });
    expect(asked).toHaveLength(1);
  });

  it('says in words that the extension stopped when no answer comes after asking three times', async () => {
    const { asked, pins } = worker(new Set([1, 2, 3]));
    const outcome = askWrite(PIN);
    outcome.catch(() => undefined);
    await vi.runAllTimersAsync();
    await expect(outcome).rejects.toMatchObject({
      code: NO_ANSWER,
      message: t('errorBackgroundStopped'),
    });
    expect(asked).toHaveLength(3);
    expect(pins).toHaveLength(1);
  });
});
