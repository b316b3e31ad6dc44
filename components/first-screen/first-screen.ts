import type { ReadEntry } from '../../lib/shared/messages/messenger';
import { whenOutboxHoldsEntries } from '../../lib/shared/storage/outbox-presence';
import type { PageStatus } from '../../lib/shared/types/page';
import { ask } from '../../lib/ui/ask';
import { onFirstInteraction } from '../../lib/ui/first-interaction';
import { inviteKey } from '../../lib/ui/hooks/invite-key';
import { popupDom } from './popup-dom';

/** What the popup's app (PopupScreen) is handed when it takes over the drawn first screen. */
export interface Drawn {
  /** Undefined while the first answer is on its way (nothing kept): a skeleton is drawn. */
  feed?: ReadEntry<'feed'>;
  page?: PageStatus;
  invite?: ReadEntry<'peopleToInvite'>;
}

/**
 * Shows the popup's first screen without Preact, keeps it fresh, and hands it to the app when
 * the person first acts. `first` is what the first frame shows (the feed kept from the last
 * opening, or none yet: a skeleton; the tab's status kept with it); `ownPage`: no "This page"
 * strip; `tabId`: the tab whose status is asked for. `takeOver` loads the app and hydrates the
 * elements on screen with the data they were drawn from.
 *
 * Right after the first frame the service is asked what the app would ask (the feed, this
 * page's status, the connection, and, once connected, whether the Invite tab is offered) and
 * the screen is drawn again with the answers, so an opening nobody touches is as fresh as
 * before, without the app. Whatever this drawing does not show (a failure, a connection to
 * repair, writes waiting in the outbox) is the app's: it takes over at once, from what is on
 * screen, and asks again itself.
 */
export function showFirstScreen(
  root: HTMLElement,
  first: Drawn,
  ownPage: boolean,
  tabId: number | undefined,
  takeOver: (drawn: Drawn) => Promise<void>,
): void {
  let drawn = first;
  let handedOver: Promise<void> | undefined;
  let stopOutbox = () => {};
  const draw = (next: Drawn, limit?: number) => {
    if (handedOver) return; // The app has the screen (or is being loaded to take it).
    drawn = next;
    root.replaceChildren(
      popupDom({ feed: drawn.feed, page: drawn.page, ownPage, invite: !!drawn.invite }, limit),
    );
  };
  // An answer like the one on screen (the usual case: the feed kept is the service's) leaves
  // the elements as they are.
  const shown = (screen: Drawn) =>
    JSON.stringify([screen.feed?.value, screen.page, !!screen.invite]);
  const update = (next: Drawn) => {
    if (shown(next) === shown(drawn)) drawn = next;
    else draw(next);
  };
  // Once handed over, for good: what the app shows from then on is its own.
  const handOver = () => {
    handedOver ??= takeOver(drawn).finally(() => stopOutbox());
    return handedOver;
  };
  const fail = () => void handOver();
  // The first frame draws the results that fill the popup, and the rest right after it.
  draw(first, FIRST_FRAME_RESULTS);
  onFirstInteraction(handOver);
  // The rest, and the questions, once the first frame is painted (as a screen's effects run);
  // at once when there is no feed to show yet.
  if (first.feed) requestAnimationFrame(() => setTimeout(() => refresh()));
  else refresh();
  function refresh() {
    draw(drawn);
    stopOutbox = whenOutboxHoldsEntries(fail);
    ask('read', { kind: 'feed' }).then(
      (feed) => update({ ...drawn, feed: feed as ReadEntry<'feed'> }),
      fail,
    );
    if (!ownPage) {
      ask('pageStatus', { tabId }).then((page) => update({ ...drawn, page }), fail);
    }
    ask('getConnection').then((connection) => {
      if (connection.state !== 'ready') return fail();
      ask('read', inviteKey()).then(
        (invite) => update({ ...drawn, invite: invite as ReadEntry<'peopleToInvite'> }),
        (error: { kind?: string }) => error.kind !== 'forbidden' && fail(),
      );
    }, fail);
  }
}

/** Results that fill the popup's first frame (as PopupScreen's FIRST_FRAME_RESULTS). */
const FIRST_FRAME_RESULTS = 5;
