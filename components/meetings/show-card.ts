import { nextMeeting } from '../../lib/shared/meetings';
import { CARDS_CHANGED, type CardsChanged, readCards } from '../../lib/ui/meetings/kept-card';
import { cardDom } from './card-dom';

/** How often the time until the meeting is drawn again while the page is open. */
const TICK_MS = 15_000;

/**
 * Draws the "Next meeting" card in `host` (above the popup's and the side panel's first
 * screen) from the cards kept in page storage for the connection `scope`
 * (lib/ui/meetings/kept-card.ts), synchronously: the popup's boot script calls it, so the card
 * is in the first frame and its arrival moves nothing later. While the page is open it draws
 * again every TICK_MS (the time until the start; the next meeting once one ends) and whenever
 * the card's script, which follows `storage.local` once that frame is painted, has new cards
 * (CARDS_CHANGED, with why a Hide could not be kept). A drawing the same as the card on screen
 * leaves it in place. The boot script bundles this module.
 */
export function showMeetingCard(host: HTMLElement | null, scope: string | null): void {
  if (!host) return;
  let kept = readCards(scope);
  let problem: string | undefined;
  const draw = () => {
    try {
      const now = Date.now();
      const card = kept && nextMeeting(kept.cards, now, kept.focus);
      const next = card && cardDom(card, now, problem);
      if (!next) host.replaceChildren();
      else if (!host.firstElementChild?.isEqualNode(next)) host.replaceChildren(next);
    } catch {
      host.replaceChildren(); // Unreadable cards: the card's script keeps new ones.
    }
  };
  draw();
  host.addEventListener(CARDS_CHANGED, (event) => {
    ({ problem, ...kept } = (event as CustomEvent<CardsChanged>).detail);
    draw();
  });
  setInterval(draw, TICK_MS);
}
