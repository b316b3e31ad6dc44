import { browser } from 'wxt/browser';
import type { ReadEntry } from '../messages/messenger';
import type { PageStatus } from '../types/page';

/**
 * What the popup draws on opening, in one `storage.local` value, so its first frame waits for
 * one storage read: the feed and the "This page" status of recently shown pages. Only the
 * background writes it (`lib/background/first-screen.ts`), for the connection in use.
 *
 * The key sits under the read cache's prefix (`cache:`), so whatever forgets the cache (a new
 * service, token or identity) forgets this too. What is checked on read is structure only, at
 * no cost in the popup's download: the feed passed the operation's full response schema in the
 * background before it was stored, and the statuses are the background's own; the views render
 * every text as text.
 */
export const FIRST_SCREEN_KEY = 'cache:first-screen';

/** How many pages' statuses are kept, most recent first. */
export const FIRST_SCREEN_PAGES = 8;

/** The popup's first screen, for one connection (`scope`). */
export interface FirstScreen {
  scope: string;
  feed?: ReadEntry<'feed'>;
  /** The status of each recently shown page, by the tab's address. */
  pages: { url: string; status: PageStatus }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFeedEntry(value: unknown): value is ReadEntry<'feed'> {
  return (
    isRecord(value) &&
    typeof value.fetchedAt === 'number' &&
    isRecord(value.value) &&
    (value.value.results === undefined || Array.isArray(value.value.results))
  );
}

function isPage(value: unknown): value is FirstScreen['pages'][number] {
  if (!isRecord(value) || typeof value.url !== 'string' || !isRecord(value.status)) return false;
  const { target, document, pins, holders, checked } = value.status;
  return (
    isRecord(target) &&
    typeof target.url === 'string' &&
    (document === null || isRecord(document)) &&
    (Array.isArray(pins) || pins === 'unknown') &&
    Array.isArray(holders) &&
    (checked === 'all' || checked === 'unknown')
  );
}

/**
 * A stored value as a FirstScreen, or null when it is none. Checked part by part: a malformed
 * feed or page is left out, and the rest is kept.
 */
export function asFirstScreen(value: unknown): FirstScreen | null {
  if (!isRecord(value) || typeof value.scope !== 'string') return null;
  const pages = Array.isArray(value.pages) ? value.pages.filter(isPage) : [];
  return {
    scope: value.scope,
    ...(isFeedEntry(value.feed) ? { feed: value.feed } : {}),
    pages: pages.slice(0, FIRST_SCREEN_PAGES),
  };
}

/** The popup's first screen as stored, or null: the one storage read before its first frame. */
export async function readFirstScreen(): Promise<FirstScreen | null> {
  return asFirstScreen((await browser.storage.local.get(FIRST_SCREEN_KEY))[FIRST_SCREEN_KEY]);
}
