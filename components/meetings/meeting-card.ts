import { browser } from 'wxt/browser';
import { toApiError } from '../../lib/shared/errors/api-error';
import { t } from '../../lib/shared/i18n';
import { acceptedCount, type Meeting, meetingsOf } from '../../lib/shared/meetings';
import { asFirstScreen, FIRST_SCREEN_KEY } from '../../lib/shared/storage/first-screen';
import {
  FOCUS_KEY,
  HIDDEN_KEY,
  type HiddenEntry,
  readFocus,
  readHidden,
  withHidden,
} from '../../lib/shared/storage/meeting-reads';
import { safeHttpUrl } from '../../lib/shared/urls/http-url';
import {
  CARDS_CHANGED,
  type CardData,
  type CardsChanged,
  keepCards,
} from '../../lib/ui/meetings/kept-card';
import { meetingMaterial } from '../../lib/ui/meetings/material';
import { openTab } from '../../lib/ui/open-tab';

/** The most coming meetings whose cards are kept for the next opening. */
const KEPT_MEETINGS = 5;

/**
 * The card's data for `meeting`: its material without the documents the person hid.
 * Everything from the service stays text; only http(s) links are kept.
 */
function cardData(meeting: Meeting, hidden: readonly HiddenEntry[]): CardData {
  const mine = new Set(hidden.find((entry) => entry.meeting === meeting.id)?.documents);
  const { items, hiddenCount } = meetingMaterial(meeting.event, mine);
  return {
    id: meeting.id,
    title: meeting.title,
    start: meeting.start,
    end: meeting.end,
    join: safeHttpUrl(meeting.event.conferenceData?.uri),
    ...acceptedCount(meeting.event),
    material: items,
    hiddenCount,
  };
}

/**
 * Keeps the "Next meeting" card of `host` live once the popup's (or the side panel's) first
 * frame is painted. The boot script drew it from the cards kept in page storage
 * (components/meetings/show-card.ts); this works the cards out again from what the popup
 * already keeps in `storage.local` (the feed of `cache:first-screen`, written by the worker
 * from the feed it read), the documents the person hid and the meeting a reminder's Prepare
 * asked for, follows all three while the page is open, keeps the coming meetings' cards for
 * it and the next opening, and has the card drawn again (CARDS_CHANGED); a card drawn the same
 * is left in place. It sends no request. Join, links, Hide and "Show hidden" act through the
 * host's clicks. Answers when the card is first drawn from storage.local (`drawn`), and the
 * function that stops following (`stop`).
 */
export function followMeetingCard(
  host: HTMLElement,
  scope: string | null,
): { drawn: Promise<void>; stop: () => void } {
  let meetings: Meeting[] = [];
  let hidden: HiddenEntry[] = [];
  let focus: string | undefined;
  // The connection the cards are kept for: the page's address's, or (a page opened without
  // one) that of the first screen the worker keeps, which is the connection in use's.
  let kept = scope;

  const changed = (problem?: string) => {
    const now = Date.now();
    const coming = meetings.filter((meeting) => meeting.end > now).slice(0, KEPT_MEETINGS);
    const cards = coming.map((meeting) => cardData(meeting, hidden));
    if (kept) keepCards(kept, { focus, cards });
    const detail: CardsChanged = { focus, cards, problem };
    host.dispatchEvent(new CustomEvent(CARDS_CHANGED, { detail }));
  };
  // What storage.local holds (all three keys at the start, then each change): only the
  // connection the page's address names is drawn (a copy of another is never drawn).
  const take = (items: Record<string, unknown>) => {
    if (FIRST_SCREEN_KEY in items) {
      const screen = asFirstScreen(items[FIRST_SCREEN_KEY]);
      const mine = screen && (!scope || screen.scope === scope);
      kept = scope ?? screen?.scope ?? null;
      meetings = meetingsOf(mine ? screen.feed?.value.results : []);
    }
    if (HIDDEN_KEY in items) hidden = readHidden(items[HIDDEN_KEY]) ?? [];
    if (FOCUS_KEY in items) focus = readFocus(items[FOCUS_KEY])?.id;
    changed();
  };
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    const keys = [FIRST_SCREEN_KEY, HIDDEN_KEY, FOCUS_KEY].filter((key) => key in changes);
    if (area === 'local' && keys.length > 0) {
      take(Object.fromEntries(keys.map((key) => [key, changes[key]?.newValue])));
    }
  };

  // Stored before it shows: what the card leaves out is what is kept (on this device only,
  // never sent; bounded by withHidden).
  const store = (next: HiddenEntry[]) =>
    browser.storage.local.set({ [HIDDEN_KEY]: next }).then(
      () => take({ [HIDDEN_KEY]: next }),
      (error: unknown) => changed(t('meetingHideFailed', toApiError(error).message)),
    );
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest('a, button');
    const meeting = host.querySelector('[data-meeting]')?.getAttribute('data-meeting');
    if (!target || !meeting) return;
    event.preventDefault();
    const action = target.getAttribute('data-action');
    const url = target.getAttribute(action === 'join' ? 'data-url' : 'href');
    const key = target.getAttribute('data-key');
    if (action === 'hide' && key) void store(withHidden(hidden, meeting, key, true));
    else if (action === 'show') void store(hidden.filter((entry) => entry.meeting !== meeting));
    else if (url) openTab(url);
  };
  host.addEventListener('click', onClick);
  browser.storage.onChanged.addListener(listener);
  const drawn = browser.storage.local.get([FIRST_SCREEN_KEY, HIDDEN_KEY, FOCUS_KEY]).then(take);
  return {
    drawn,
    stop: () => {
      browser.storage.onChanged.removeListener(listener);
      host.removeEventListener('click', onClick);
    },
  };
}
