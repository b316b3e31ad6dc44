import messages from '../../../public/_locales/en/messages.json';
import type { RunningServer } from '../../../server/start';
import { call } from '../../support/service';
import type { BrowserDriver } from '../support/driver';

/** An English message with its `$1` substitutions, as the extension shows it. */
export const text = (key: keyof typeof messages, ...values: string[]) =>
  (messages as Record<string, { message: string }>)[key]?.message.replace(
    /\$(\d)/g,
    (_, digit: string) => values[Number(digit) - 1] ?? '',
  ) as string;

/** The page panel's host element: targets `within` it are looked for in the panel's frame. */
export { PANEL_HOST as PANEL } from '../support/driver';

/** The queries of the demo employee's pins of a document, as the service holds them. */
export async function pinQueries(server: RunningServer, documentId: string): Promise<string[][]> {
  const { json } = await call(server, 'listpins', {});
  return (json.pins as { documentId: string; queries: string[] }[])
    .filter((pin) => pin.documentId === documentId)
    .map((pin) => pin.queries);
}

/** The item ids of a collection, in the service's order. */
export async function collectionOrder(server: RunningServer, id: number): Promise<string[]> {
  const { json } = await call(server, 'getcollection', { id, withItems: true });
  return (json.collection.items as { itemId: string }[]).map((item) => item.itemId);
}

/** The documents in a collection, as the service holds them. */
export async function collectionDocuments(server: RunningServer, id: number): Promise<string[]> {
  const { json } = await call(server, 'getcollection', { id, withItems: true });
  return (json.collection.items as { documentId?: string }[]).map((item) => item.documentId ?? '');
}

type TabArg = { id: number; url: string };

/** Runs the background's context-menu handler as a click on the entry would. */
export function clickMenu(browser: BrowserDriver, info: Record<string, unknown>, tab: TabArg) {
  return browser.evaluateInBackground(
    ([click, target]) =>
      (
        globalThis as unknown as {
          __wkPageActions: { handleMenuClick(i: unknown, t: unknown): Promise<unknown> };
        }
      ).__wkPageActions.handleMenuClick(click, target),
    [info, tab] as const,
  );
}

/** Runs the background's keyboard-command handler as the shortcut would. */
export function pressCommand(browser: BrowserDriver, command: string, tab: TabArg) {
  return browser.evaluateInBackground(
    ([name, target]) =>
      (
        globalThis as unknown as {
          __wkPageActions: { handleCommand(c: string, t: unknown): Promise<unknown> };
        }
      ).__wkPageActions.handleCommand(name, target),
    [command, tab] as const,
  );
}
