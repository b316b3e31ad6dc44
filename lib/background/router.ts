import { browser } from 'wxt/browser';
import type * as z from 'zod/mini';
import { describeIssues } from '../shared/contract/issues';
import { ApiError } from '../shared/errors/api-error';
import { onMessage, type ProtocolMap } from '../shared/messages/messenger';
import {
  CONTENT_SCRIPT_MESSAGES,
  type MessageData as Data,
  MESSAGE_SCHEMAS,
  type MessageName,
} from '../shared/messages/table';
import { fail, ok, type Result } from '../shared/result';
import { forgetToken, saveConnection } from './connection/save';
import { testConnection } from './connection/test-connection';
import { connectionView } from './connection/view';
import type { Background } from './services';
import { validateWrite } from './writes';

type Answer<M extends MessageName> = ReturnType<ProtocolMap[M]> extends Result<infer T> ? T : never;

/** The messages about one tab, answered by the page-action feature. */
export type PageActionMessage =
  | 'pageStatus'
  | 'pinPage'
  | 'editPagePin'
  | 'unpinPagePin'
  | 'addPageToCollection'
  | 'createCollectionWithPage'
  | 'openPageActions';

/** Handlers of the page-action messages: validated data, and the tab to act on. */
export type PageActionHandlers = {
  [M in PageActionMessage]: (data: Data<M>, tabId: number) => Promise<Answer<M>>;
};

/** Who sent a message, as far as the background trusts it. */
export type Caller =
  | { kind: 'extension-page'; tabId?: number }
  | { kind: 'content-script'; tabId: number }
  | { kind: 'stranger' };

/** Sorts a sender: our own pages, our content script in a tab, or anything else. */
export function classifySender(sender: {
  id?: string;
  url?: string;
  tab?: { id?: number };
}): Caller {
  if (sender.id !== browser.runtime.id) return { kind: 'stranger' };
  const ownOrigin = browser.runtime.getURL('/');
  if (sender.url?.startsWith(ownOrigin)) return { kind: 'extension-page', tabId: sender.tab?.id };
  if (sender.tab?.id !== undefined && sender.tab.id >= 0) {
    return { kind: 'content-script', tabId: sender.tab.id };
  }
  return { kind: 'stranger' };
}

function invalid(name: MessageName, issues: readonly z.core.$ZodIssue[]): ApiError {
  return new ApiError({
    kind: 'invalid-request',
    message: `The extension sent itself a malformed “${name}” request (${describeIssues(issues)}). Reload the page and try again.`,
  });
}

/** The tab a page action is about: a content script's own tab, or the one a page named. */
function tabOf(caller: Caller, data: { tabId?: number }): number {
  if (caller.kind === 'content-script') return caller.tabId;
  if (data.tabId === undefined) {
    throw new ApiError({ kind: 'invalid-request', message: 'No tab was named for this action.' });
  }
  return data.tabId;
}

/**
 * Registers one listener per message (synchronously: call from the worker's `main`). Each
 * checks the sender, validates the data strictly, and answers a Result; a stranger's or a
 * malformed message never reaches the service.
 */
export function registerMessageHandlers(background: Background, pageActions: PageActionHandlers) {
  const { context, outbox } = background;

  const handlers: { [M in MessageName]: (data: Data<M>, caller: Caller) => Promise<Answer<M>> } = {
    getConnection: () => connectionView(),
    testConnection: (data) => testConnection(data),
    async saveConnection(data) {
      const view = await saveConnection(data);
      // Writes that waited for a reconnect go out now.
      void outbox.resume();
      return view;
    },
    forgetToken: () => forgetToken(),
    read: (data) => context.read(data),
    write: (data) => outbox.enqueue(validateWrite(data)),
    retryWrite: (data) => outbox.retry(data.id),
    async discardWrite(data) {
      await outbox.discard(data.id);
      return null;
    },
    pageStatus: (data, caller) => pageActions.pageStatus(data, tabOf(caller, data)),
    pinPage: (data, caller) => pageActions.pinPage(data, tabOf(caller, data)),
    editPagePin: (data, caller) => pageActions.editPagePin(data, tabOf(caller, data)),
    unpinPagePin: (data, caller) => pageActions.unpinPagePin(data, tabOf(caller, data)),
    addPageToCollection: (data, caller) =>
      pageActions.addPageToCollection(data, tabOf(caller, data)),
    createCollectionWithPage: (data, caller) =>
      pageActions.createCollectionWithPage(data, tabOf(caller, data)),
    openPageActions: (data, caller) => pageActions.openPageActions(data, tabOf(caller, data)),
    async openOptions() {
      await browser.runtime.openOptionsPage();
      return null;
    },
  };

  guardAgainstForeignNames();
  for (const name of Object.keys(handlers) as MessageName[]) {
    onMessage(name, async ({ data, sender }) => {
      const caller = classifySender(sender);
      if (caller.kind === 'stranger') return undefined as never;
      if (caller.kind === 'content-script' && !CONTENT_SCRIPT_MESSAGES.has(name)) {
        return fail(
          new ApiError({ kind: 'forbidden', message: 'This action is not available from a page.' }),
        ) as never;
      }
      const parsed = MESSAGE_SCHEMAS[name].safeParse(data);
      if (!parsed.success) return fail(invalid(name, parsed.error.issues)) as never;
      try {
        const handler = handlers[name] as (data: unknown, caller: Caller) => Promise<unknown>;
        return ok(await handler(parsed.data, caller)) as never;
      } catch (error) {
        return fail(error) as never;
      }
    });
  }
}

/**
 * @webext-core/messaging 4.0 finds a message's handler in a plain object, so a message named
 * after an Object member ("constructor", "toString", "__proto__"...) reaches a built-in
 * function instead of nothing, and is answered with an echo or an error. This listener is
 * registered first and answers such a message with nothing at once; the browser delivers the
 * first answer only.
 */
function guardAgainstForeignNames(): void {
  const runtime = (
    globalThis as unknown as {
      chrome: {
        runtime: {
          onMessage: {
            addListener(
              listener: (
                message: unknown,
                sender: unknown,
                respond: (answer?: unknown) => void,
              ) => boolean,
            ): void;
          };
        };
      };
    }
  ).chrome.runtime;
  runtime.onMessage.addListener((message, _sender, respond) => {
    const type = (message as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && !Object.hasOwn(MESSAGE_SCHEMAS, type) && type in {}) {
      respond(undefined);
    }
    return false;
  });
}
