// The "Next meeting" cards of the person's coming meetings as the popup keeps them in its page
// storage for its first frame, beside the kept first frame (lib/ui/kept-frame.ts): written by
// the card's script from `storage.local` (components/meetings/meeting-card.ts), read
// synchronously by the boot script, which draws the card due at this moment
// (components/meetings/show-card.ts). Both bundle this module: it imports only what imports
// nothing at run time (i18n's one call).

import { t } from '../../shared/i18n';
import { MEETING_CARD_KEY } from '../kept-frame';
import type { MaterialItem } from './material';

/** One coming meeting as its card shows it, worked out from the feed and the hidden documents. */
export interface CardData {
  id: string;
  title: string;
  /** Its times, in epoch milliseconds. */
  start: number;
  end: number;
  /** The conference link (an http(s) address only). */
  join?: string;
  accepted: number;
  total: number;
  /** Its related material, hidden documents left out (links only http(s) addresses). */
  material: MaterialItem[];
  /** How many of its documents the person hid. */
  hiddenCount: number;
}

/** What is kept: for one connection, the meeting Prepare asked for, the cards. */
export interface KeptCards {
  focus?: string;
  cards: CardData[];
}

/**
 * The version of what is kept (CardData's shape): cards are data the boot script draws, so
 * they stay good across builds (an update does not cost the next opening its card in the
 * first frame) until their shape changes; raise it then.
 */
const FORMAT = 1;

/**
 * The event the card's script sends its host with the cards as they are now (kept too when
 * the page's address names its connection): draw them again.
 */
export const CARDS_CHANGED = 'wk-cards-changed';

/** That event's `detail`: the cards, and why the last Hide could not be kept, in words. */
export interface CardsChanged extends KeptCards {
  problem?: string;
}

/** "Starts in 9 min", "Starts now" or "Under way, until 10:30": the time until it starts. */
export function startsIn(start: number, end: number, now: number): string {
  if (start > now + 30_000) return t('meetingStartsIn', [Math.ceil((start - now) / 60_000)]);
  if (start > now - 60_000) return t('meetingStartsNow');
  const until = new Date(end).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return t('meetingUnderWay', until);
}

/**
 * Keeps `kept` for the connection `scope`, in this FORMAT, written only when it differs: every write reaches every open page of the
 * extension. Answers whether it is kept (a page storage too full keeps none).
 */
export function keepCards(scope: string, kept: KeptCards): boolean {
  try {
    const text = JSON.stringify({ scope, format: FORMAT, ...kept });
    if (localStorage.getItem(MEETING_CARD_KEY) !== text) {
      localStorage.setItem(MEETING_CARD_KEY, text);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * The cards kept for `scope` in this FORMAT, or undefined (none, another connection's or
 * format, or unreadable). Our own page storage, which neither web pages nor content scripts
 * reach; the drawing writes its text as text all the same.
 */
export function readCards(scope: string | null): KeptCards | undefined {
  try {
    const text = scope ? localStorage.getItem(MEETING_CARD_KEY) : null;
    const kept = text === null ? null : JSON.parse(text);
    if (kept?.scope !== scope || kept.format !== FORMAT || !Array.isArray(kept.cards)) return;
    return kept as KeptCards;
  } catch {
    return undefined;
  }
}
