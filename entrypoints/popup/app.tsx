import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { PopupApp, type PopupTab } from '../../components/popup/popup-app';
import { lazyView } from '../../components/ui/lazy';
import { t } from '../../lib/shared/i18n';
import type { ReadEntry } from '../../lib/shared/messages/messenger';
import { useConnection } from '../../lib/ui/hooks/use-connection';
import { useEventDetails } from '../../lib/ui/hooks/use-event-details';
import { useOutbox } from '../../lib/ui/hooks/use-outbox';
import { usePageStatus } from '../../lib/ui/hooks/use-page-status';
import { usePeopleToInvite } from '../../lib/ui/hooks/use-people-to-invite';
import { useRead } from '../../lib/ui/hooks/use-read';

import { openOptions } from '../../lib/ui/open-options';

const openTab = (url: string) => void browser.tabs.create({ url });

// Tabs that are not on screen when the popup opens load their code when first opened.
const CollectionsTab = lazyView(() => import('./collections-tab').then((m) => m.CollectionsTab), {
  loading: t('popupTabLoading'),
  failed: t('popupTabLoadFailed'),
});
const InviteTab = lazyView(() => import('./invite-tab').then((m) => m.InviteTab), {
  loading: t('popupTabLoading'),
  failed: t('popupTabLoadFailed'),
});

/** Feed results that fill the popup's first screen; the rest is drawn a frame later. */
const FIRST_FRAME_RESULTS = 6;

/** `limit` until the first frame has been painted, then undefined (no limit). */
function useFirstFrameLimit(limit: number): number | undefined {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A task queued from an animation frame runs once that frame is on screen.
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? undefined : limit;
}

/** The popup's wiring: each read and action of the pure PopupApp view. */
export function PopupContainer({ initialFeed }: { initialFeed?: ReadEntry<'feed'> | null }) {
  const connection = useConnection();
  const configured = connection.value !== undefined && connection.value.state !== 'not-configured';
  const [tab, setTab] = useState<PopupTab>('feed');
  const [boardsDetailed, setBoardsDetailed] = useState(false);
  const page = usePageStatus();
  // The feed is read at once, without waiting for the worker to describe the connection: the
  // cached feed (kept per connection) is on screen as soon as storage answers. Without a
  // connection the read fails and the welcome replaces it.
  const feed = useRead({ kind: 'feed' }, initialFeed);
  const feedLimit = useFirstFrameLimit(FIRST_FRAME_RESULTS);
  // Boards are read once their tab has been opened.
  const [boardsOpened, setBoardsOpened] = useState(false);
  if (tab === 'boards' && !boardsOpened) setBoardsOpened(true);
  const boards = useRead(
    configured && boardsOpened
      ? boardsDetailed
        ? { kind: 'answerBoards', withAudience: true, withRoles: true }
        : { kind: 'answerBoards' }
      : null,
  );
  const events = useEventDetails();
  const invite = usePeopleToInvite(configured);
  const outbox = useOutbox();
  return (
    <PopupApp
      feedLimit={feedLimit}
      connection={connection}
      tab={tab}
      onTab={setTab}
      page={page}
      onPageAction={page.act}
      feed={feed}
      onReloadFeed={feed.reload}
      eventDetails={events.details}
      onToggleEvent={events.toggle}
      onRetryEvent={events.retry}
      boards={boards}
      boardsDetailed={boardsDetailed}
      onToggleBoardsDetailed={() => setBoardsDetailed((value) => !value)}
      onReloadBoards={boards.reload}
      showInvite={invite.allowed}
      invite={<InviteTab invite={invite} />}
      collections={<CollectionsTab />}
      outbox={outbox.entries}
      outboxError={outbox.actionError}
      onRetryWrite={outbox.retry}
      onDiscardWrite={outbox.discard}
      onOpen={openTab}
      onEditDraft={(draftId) => openTab(browser.runtime.getURL(`/draft.html?id=${draftId}`))}
      onOpenOptions={openOptions}
    />
  );
}
