import type { ComponentChildren } from 'preact';
import { t } from '../../lib/shared/i18n';
import type { ConnectionView } from '../../lib/shared/types/connection';
import type { TimeFormatOptions } from '../../lib/ui/feed/time';
import type { EventDetailsController } from '../../lib/ui/hooks/use-event-details';
import type { PageStatusController } from '../../lib/ui/hooks/use-page-status';
import type { ReadState } from '../../lib/ui/hooks/use-read';
import type { Loading } from '../../lib/ui/loading';
import { FeedView } from '../feed/feed-view';
import { NoticeBanner } from '../ui/notice-banner';
import { ReadStatus } from '../ui/read-status';
import { OpenSidePanelButton } from './open-side-panel-button';
import { PageStrip } from './page-strip';
import { type TabSpec, Tabs } from './tabs';
import './popup.css';
import '../feed/feed.css';

/** The popup's tabs. */
export type PopupTab = 'feed' | 'boards' | 'collections' | 'invite';

/** Everything the popup shows, as plain data, and what it can ask for. */
export interface PopupViewProps {
  /**
   * How many feed results to draw; undefined draws all. The first frame draws only what fits
   * in the popup, so it is on screen sooner; the rest follows in the next frame.
   */
  feedLimit?: number;
  /** The welcome shown before connecting, built by the screen (loaded only then). */
  welcome?: ComponentChildren;
  /** The connection (never the token), as read when the popup opened. */
  connection: Loading<ConnectionView>;
  tab: PopupTab;
  onTab: (tab: PopupTab) => void;
  /** The "This page" strip: what the service knows of the current tab, and its two actions. */
  page: PageStatusController;
  /**
   * The side panel's own "This page" (it follows the window's tab and draws the page's forms),
   * built by the screen, in place of the popup's strip.
   */
  thisPage?: ComponentChildren;
  feed: ReadState<'feed'>;
  /** Expanded events' details, and opening, closing and retrying them. */
  events: EventDetailsController;
  /** The Boards tab's content, built by the screen (loaded when first shown). */
  boards?: ComponentChildren;
  /** True when the Invite tab is offered (the person is an administrator). */
  showInvite: boolean;
  /** The Invite tab's content, built by the screen (loaded when first shown). */
  invite?: ComponentChildren;
  /** The Collections tab's content, built by the screen (loaded when first shown). */
  collections?: ComponentChildren;
  /** Writes that wait or failed, built by the screen; absent while the outbox is empty. */
  outbox?: ComponentChildren;
  onOpen: (url: string) => void;
  onEditDraft: (draftId: number) => void;
  /** Opens the options page (connect, reconnect, settings). */
  onOpenOptions: () => void;
  time?: TimeFormatOptions;
}

/** The toolbar popup: this page, pending writes, and the feed, boards, collections and invite tabs. */
export function PopupView(props: PopupViewProps) {
  const { value: connection, error: connectionError } = props.connection;
  if (connectionError && !connection) {
    return (
      <main class="wk-popup">
        <NoticeBanner
          notice={{
            tone: 'error',
            message: connectionError.message,
            action: { label: t('popupOpenSettings'), onClick: props.onOpenOptions },
          }}
        />
      </main>
    );
  }
  if (connection?.state === 'not-configured') {
    return (
      <main class="wk-popup">
        {props.welcome}
        {/* Signed out with changes still waiting: they stay until the person decides. */}
        {props.outbox}
      </main>
    );
  }
  const tabs: TabSpec<PopupTab>[] = [
    { id: 'feed', label: t('popupTabFeed') },
    { id: 'boards', label: t('popupTabBoards') },
    { id: 'collections', label: t('popupTabCollections') },
    ...(props.showInvite ? [{ id: 'invite' as const, label: t('popupTabInvite') }] : []),
  ];
  const tab = tabs.some((spec) => spec.id === props.tab) ? props.tab : 'feed';
  const common = { onReconnect: props.onOpenOptions, time: props.time };
  return (
    <main class="wk-popup">
      <header class="wk-popup__header">
        <h1 class="wk-popup__title">{t('extensionName')}</h1>
        <OpenSidePanelButton />
        <button
          type="button"
          class="wk-button wk-button--small wk-button--quiet"
          onClick={props.onOpenOptions}
        >
          {t('popupSettings')}
        </button>
      </header>
      {connection?.state === 'needs-reconnect' && (
        <NoticeBanner
          notice={{
            tone: 'error',
            message: connection.problem?.message ?? t('popupNeedsReconnect'),
            action: { label: t('popupReconnect'), onClick: props.onOpenOptions },
          }}
        />
      )}
      {props.thisPage ?? <PageStrip state={props.page} onAction={props.page.act} />}
      {props.outbox}
      <Tabs tabs={tabs} selected={tab} onSelect={props.onTab} label={t('popupTabsLabel')}>
        {tab === 'feed' && (
          <ReadStatus
            read={props.feed}
            loadingLabel={t('popupFeedLoading')}
            onRetry={props.feed.reload}
            {...common}
          >
            {(value) => (
              <FeedView
                results={(value.results ?? []).slice(0, props.feedLimit)}
                eventDetails={props.events.details}
                onToggleEvent={props.events.toggle}
                onRetryEvent={props.events.retry}
                onOpen={props.onOpen}
                onEditDraft={props.onEditDraft}
                time={props.time}
              />
            )}
          </ReadStatus>
        )}
        {tab === 'boards' && props.boards}
        {tab === 'collections' && props.collections}
        {tab === 'invite' && props.invite}
      </Tabs>
    </main>
  );
}
