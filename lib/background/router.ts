import { browser } from 'wxt/browser';
import type * as z from 'zod/mini';
import { describeIssues } from '../shared/contract/issues';
import { ApiError } from '../shared/errors/api-error';
import { t } from '../shared/i18n';
import type { SenderKind } from '../shared/messages/declare';
import { type MessageSender, onMessage } from '../shared/messages/receive';
import { MESSAGES, type MessageName } from '../shared/messages/table';
import { fail, ok } from '../shared/result';
import type { Handlers } from './handlers';

/** Who sent a message, as far as the background trusts it. */
type Caller =
  | { kind: 'page'; tabId?: number }
  | { kind: 'panel'; tabId: number }
  | { kind: 'stranger' };

/** The page panel's own extension page (entrypoints/page-panel-frame/), framed in a tab. */
const PANEL_FRAME = '/page-panel-frame.html';

/** Whether `url` is the panel's frame page of this extension (at its static or dynamic address). */
function isPanelFrame(url: string | undefined, ownOrigin: string): boolean {
  if (!url) return false;
  const address = URL.parse(url);
  if (!address || address.pathname !== PANEL_FRAME) return false;
  // Chromium serves it at a per-session dynamic address (use_dynamic_url): another host.
  return url.startsWith(ownOrigin) || address.protocol === URL.parse(ownOrigin)?.protocol;
}

/**
 * Sorts a sender: our own pages, our panel in a tab (its content script, or its frame page), or
 * anything else. An extension page framed inside a tab is the page panel's frame, which acts for
 * that tab only, as the content script does: never as one of our pages, which may name any tab
 * and send any write. Any other page of ours framed in a tab is a stranger.
 */
function classifySender(sender: MessageSender): Caller {
  if (sender.id !== browser.runtime.id) return { kind: 'stranger' };
  const ownOrigin = browser.runtime.getURL('/');
  const tabId = sender.tab?.id;
  const inTab = tabId !== undefined && tabId >= 0;
  const framed = inTab && (sender.frameId ?? 0) > 0;
  if (framed && isPanelFrame(sender.url, ownOrigin)) return { kind: 'panel', tabId };
  if (sender.url?.startsWith(ownOrigin)) {
    return framed ? { kind: 'stranger' } : { kind: 'page', tabId: sender.tab?.id };
  }
  if (inTab) return { kind: 'panel', tabId };
  return { kind: 'stranger' };
}

function invalid(name: MessageName, issues: readonly z.core.$ZodIssue[]): ApiError {
  return new ApiError({
    kind: 'invalid-request',
    message: t('routerMalformed', [name, describeIssues(issues)]),
  });
}

/** The tab a message acts on: the panel's own tab, or the one an extension page named. */
function tabOf(caller: Caller & { kind: SenderKind }, data: unknown): number {
  if (caller.kind === 'panel') return caller.tabId;
  const named = (data as { tabId?: number } | undefined)?.tabId;
  if (named === undefined) {
    throw new ApiError({ kind: 'invalid-request', message: t('routerNoTab') });
  }
  return named;
}

/**
 * Registers one listener per message of the table (synchronously: call from the worker's
 * `main`). Each reads the table to check the sender, validates the data strictly, settles the
 * tab, and answers a Result; a stranger hears nothing, and a stranger's, a refused or a
 * malformed message never reaches a handler, so never the service.
 */
export function registerMessageHandlers(handlers: Handlers): void {
  for (const name of Object.keys(MESSAGES) as MessageName[]) {
    const declaration = MESSAGES[name];
    const handler = handlers[name] as (
      data: unknown,
      tabId: number | undefined,
      from: SenderKind,
    ) => Promise<unknown>;
    onMessage(name, ({ data, sender }) => {
      const caller = classifySender(sender);
      if (caller.kind === 'stranger') return undefined;
      if (!(declaration.from as readonly SenderKind[]).includes(caller.kind)) {
        return fail(new ApiError({ kind: 'forbidden', message: t('routerNotFromPage') }));
      }
      const parsed = declaration.data.safeParse(data);
      if (!parsed.success) return fail(invalid(name, parsed.error.issues));
      return (async () => {
        try {
          const tabId = declaration.tab ? tabOf(caller, parsed.data) : undefined;
          return ok(await handler(parsed.data, tabId, caller.kind)) as never;
        } catch (error) {
          return fail(error);
        }
      })();
    });
  }
}
