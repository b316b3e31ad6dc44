import { nextMeeting } from '../../lib/shared/meetings';
import { CARDS_CHANGED, type CardsChanged, readCards } from '../../lib/ui/meetings/kept-card';
import { cardDom } from './card-dom';

/** How often the time until the meeting is drawn again while the page is open. */
const TICK_MS = 15_000;
/** How long the pointer must rest before the card may change what is under it. */
export const REST_MS = 800;

/**
 * Draws the "Next meeting" card in `host` (above the popup's and the side panel's first
 * screen) from the cards kept in page storage for the connection `scope`
 * (lib/ui/meetings/kept-card.ts), synchronously: the popup's boot script calls it, so the card
 * is in the first frame and its arrival moves nothing later. While the page is open it draws
 * again every TICK_MS (the time until the start; the next meeting once one ends) and whenever
 * the card's script, which follows `storage.local` once that frame is painted, has new cards
 * (CARDS_CHANGED, with why a Hide could not be kept), each once the pointer has rested REST_MS.
 * A drawing the same as the card on screen leaves it in place. The boot script bundles this
 * module.
 */
export function showMeetingCard(host: HTMLElement | null, scope: string | null): void {
  if (!host) return;
  let kept = readCards(scope);
  let problem: string | undefined;
  // The card sits above the header and can come, go or change size after the first paint (the
  // worker's first answers; a meeting starting or ending under an open side panel): drawn while
  // the pointer moves, it moved what the person was aiming at (a click on "Open in side panel"
  // hit the card). So it is drawn once the pointer has rested; keys move nothing on screen.
  // A pointer on the card itself is the person acting on it (Hide): that is drawn at once.
  let pointed = -REST_MS; // Never pointed: the first drawing is at once.
  const point = (event: Event) => {
    if (!host.contains(event.target as Node)) pointed = performance.now();
  };
  addEventListener('pointermove', point, true);
  addEventListener('pointerdown', point, true);
  const draw = () => {
    const wait = pointed + REST_MS - performance.now();
    // A draw asked for meanwhile waits too; whichever runs last draws what is current.
    if (wait > 0) return void setTimeout(draw, wait);
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
