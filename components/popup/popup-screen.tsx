import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { ReadEntry } from '../../lib/shared/messages/messenger';
import { followFirstScreenFeed } from '../../lib/shared/storage/follow-first-screen';
import { whenOutboxHoldsEntries } from '../../lib/shared/storage/outbox-presence';
import type { PageStatus } from '../../lib/shared/types/page';
import type { ActiveTab } from '../../lib/ui/active-tab';
import { useConnection } from '../../lib/ui/hooks/use-connection';
import { useEventDetails } from '../../lib/ui/hooks/use-event-details';
import { useFirstFrameLimit } from '../../lib/ui/hooks/use-first-frame-limit';
import { canSeeInvite, useInviteRead } from '../../lib/ui/hooks/use-invite-read';
import { usePageStatus } from '../../lib/ui/hooks/use-page-status';
import { useRead } from '../../lib/ui/hooks/use-read';
import { openOptions } from '../../lib/ui/open-options';
import { openDraft } from '../../lib/ui/open-draft';
import { openTab } from '../../lib/ui/open-tab';
import type { Place } from '../../lib/ui/place';
import { SidePanelThisPage } from '../side-panel/side-panel-this-page';
import { lazyView } from '../ui/lazy';
import { type PopupTab, PopupView } from './popup-view';

// Tabs that are not on screen when the popup opens load their code when first opened.
const TAB_LOADING = () => ({ loading: t('popupTabLoading'), failed: t('popupTabLoadFailed') });
const CollectionsTab = lazyView(
  () => import('../collections/collections-screen').then((m) => m.CollectionsScreen),
  TAB_LOADING,
);
const BoardsTab = lazyView(
  () => import('../boards/boards-screen').then((m) => m.BoardsScreen),
  TAB_LOADING,
);
// Writes wait rarely: the list, its reads and its schemas load when the outbox holds one.
const OutboxSection = lazyView(
  () => import('../outbox/outbox-screen').then((m) => m.OutboxScreen),
  () => ({ loading: t('popupOutboxHeading'), failed: t('popupTabLoadFailed') }),
);
const InviteTab = lazyView(
  () => import('../people/invite-screen').then((m) => m.InviteScreen),
  TAB_LOADING,
);

// Only before connecting: the welcome and its company sign-in load when the popup opens
// unconnected, never with a connected person's first screen.
const WelcomeSection = lazyView(
  () => import('./welcome-screen').then((m) => m.WelcomeScreen),
  TAB_LOADING,
);

/**
 * Feed results that fill the popup's first screen; the rest is drawn right after it. A result
 * is about 100 px high and the list starts 118 px down (measured at 400 px wide, without the
 * "This page" strip): five reach past 600 px, the tallest popup Chromium opens.
 */
const FIRST_FRAME_RESULTS = 5;

/** What the popup starts from. */
export interface PopupScreenProps {
  /** The feed kept for the first screen, read before the first render. */
  initialFeed?: ReadEntry<'feed'>;
  /** The tab the popup opened over, asked for before the first render. */
  tab?: ActiveTab;
  /** That tab's page status kept from an earlier opening. */
  initialPage?: PageStatus;
  /** The people-to-invite list the popup was drawn with (its answer offered the Invite tab). */
  initialInvite?: ReadEntry<'peopleToInvite'>;
  /**
   * The first screen is on the page already, drawn without Preact (components/first-screen)
   * with every result: this render hydrates it, so it draws every result at once too.
   */
  drawn?: boolean;
  /** Where the page is shown: the toolbar popup (the default) or the browser's side panel. */
  place?: Place;
}

/** The toolbar popup: each read and action of the PopupView. */
export function PopupScreen({
  initialFeed,
  tab: activeTab,
  initialPage,
  initialInvite,
  drawn,
  place = 'popup',
}: PopupScreenProps) {
  const connection = useConnection();
  const configured = connection.value !== undefined && connection.value.state !== 'not-configured';
  const [tab, setTab] = useState<PopupTab>('feed');
  const page = usePageStatus(activeTab, initialPage, place);
  // The feed is read at once, without waiting for the worker to describe the connection: the
  // feed kept for the first screen is on screen from the first render, and refreshes follow
  // that same key, so an opening loads no cache code. Without a connection the read fails and
  // the welcome replaces it.
  const feed = useRead({ kind: 'feed' }, { entry: initialFeed, follow: followFirstScreenFeed });
  const feedLimit = useFirstFrameLimit(drawn ? undefined : FIRST_FRAME_RESULTS);
  const events = useEventDetails();
  const invite = useInviteRead(configured, initialInvite);
  // Whether the outbox holds something to list (stays true once it did; the list itself shows
  // when it empties): its list, reads and schemas load only then.
  const [outboxHeld, setOutboxHeld] = useState(false);
  useEffect(() => whenOutboxHoldsEntries(() => setOutboxHeld(true)), []);
  return (
    <PopupView
      feedLimit={feedLimit}
      connection={connection}
      tab={tab}
      onTab={setTab}
      page={page}
      thisPage={
        place === 'side-panel' ? (
          <SidePanelThisPage tab={activeTab} initialPage={initialPage} />
        ) : undefined
      }
      feed={feed}
      events={events}
      boards={<BoardsTab enabled={configured} onReconnect={openOptions} />}
      showInvite={canSeeInvite(invite)}
      invite={<InviteTab all={invite} onReconnect={openOptions} />}
      collections={<CollectionsTab />}
      outbox={outboxHeld && <OutboxSection />}
      onOpen={openTab}
      onEditDraft={openDraft}
      onOpenOptions={openOptions}
      welcome={<WelcomeSection view={connection.value} onConnect={openOptions} />}
    />
  );
}
