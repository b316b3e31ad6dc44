import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { CollectionsScreen } from '../../components/collections/collections-screen';
import { PeopleToInvite } from '../../components/people/people-to-invite';
import { PopupApp, type PopupTab } from '../../components/popup/popup-app';
import { ReadStatus } from '../../components/popup/read-status';
import { useCollections } from '../../lib/hooks/use-collections';
import { useConnection } from '../../lib/hooks/use-connection';
import { useEventDetails } from '../../lib/hooks/use-event-details';
import { useOutbox } from '../../lib/hooks/use-outbox';
import { usePageStatus } from '../../lib/hooks/use-page-status';
import {
  type PeopleToInviteController,
  usePeopleToInvite,
} from '../../lib/hooks/use-people-to-invite';
import { useRead } from '../../lib/hooks/use-read';
import { t } from '../../lib/i18n';

const openOptions = () => void browser.runtime.openOptionsPage();
const openTab = (url: string) => void browser.tabs.create({ url });

function CollectionsTab() {
  return <CollectionsScreen controller={useCollections()} />;
}

function InviteTab({ invite }: { invite: PeopleToInviteController }) {
  return (
    <ReadStatus
      read={invite.read}
      loadingLabel={t('popupInviteLoading')}
      onRetry={invite.read.reload}
      onReconnect={openOptions}
    >
      {(value) => (
        <PeopleToInvite
          suggestions={value.suggestions ?? []}
          categories={invite.categories}
          onToggleCategory={invite.toggleCategory}
          departments={invite.departments}
          department={invite.department}
          onDepartment={invite.setDepartment}
          onCopy={invite.copy}
          copyMessage={invite.copyMessage}
        />
      )}
    </ReadStatus>
  );
}

/** The popup's wiring: each read and action of the pure PopupApp view. */
export function PopupContainer() {
  const { connection, error: connectionError } = useConnection();
  const configured = connection !== undefined && connection.state !== 'not-configured';
  const [tab, setTab] = useState<PopupTab>('feed');
  const [boardsDetailed, setBoardsDetailed] = useState(false);
  const page = usePageStatus();
  const feed = useRead(configured ? { kind: 'feed' } : null);
  const boards = useRead(
    configured
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
      connection={connection}
      connectionError={connectionError}
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
