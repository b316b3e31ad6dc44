import type { FeedEntry } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import { entryKind, entryUrl } from '../../lib/ui/feed/entry-kind';
import { attendeeSummary, entryCounts, providerName } from '../../lib/ui/feed/entry-text';
import { formatEventRange, type TimeFormatOptions } from '../../lib/ui/feed/time';
import type { EventDetailsState } from '../../lib/ui/feed/types';
import { lazyView } from '../ui/lazy';
import { EntryLink } from './entry-link';
import { Avatar } from './person-chip';

// An event's details are shown on a click, never on opening: their code loads then.
const EventDetails = lazyView(
  () => import('./event-details').then((module) => module.EventDetails),
  () => ({ loading: t('popupEventLoadingDetails'), failed: t('popupTabLoadFailed') }),
);

/** What a feed entry can ask the popup to do. */
export interface FeedEntryActions {
  onOpen: (url: string) => void;
  onEditDraft: (draftId: number) => void;
  /** Expands or collapses an event's details. */
  onToggleEvent: (eventId: string) => void;
  onRetryEvent: (eventId: string) => void;
}

interface FeedEntryProps extends FeedEntryActions {
  entry: FeedEntry;
  /** Details of expanded events, by event id; absent = collapsed. */
  eventDetails: Readonly<Record<string, EventDetailsState>>;
  time?: TimeFormatOptions;
  secondary?: boolean;
}

function Counts({ entry }: { entry: FeedEntry }) {
  const { visitors, visits, actors } = entryCounts(entry);
  if (visitors === undefined && !actors.length && !visits) return null;
  return (
    <p class="wk-entry__counts wk-muted">
      {visitors !== undefined && <span>{t('popupEntryVisitors', [visitors])}</span>}
      {visits > 0 && <span>{t('popupEntryVisits', [visits])}</span>}
      {actors.length > 0 && <span>{t('popupEntryActivity', [actors.slice(0, 3).join(', ')])}</span>}
    </p>
  );
}

/** One feed entry, read as what it is: an event, an announcement, a document, and so on. */
export function FeedEntryView(props: FeedEntryProps) {
  const { entry, onOpen, secondary } = props;
  const kind = entryKind(entry);
  const url = entryUrl(entry);
  const title = entry.title || t('popupUntitled');
  return (
    <article
      class={`wk-entry wk-entry--${kind}${secondary ? ' wk-entry--secondary' : ''}`}
      data-kind={kind}
    >
      {kind === 'announcement' ? (
        <AnnouncementBody {...props} title={title} url={url} />
      ) : kind === 'event' ? (
        <EventBody {...props} title={title} url={url} />
      ) : kind === 'person' && entry.person ? (
        <div class="wk-entry__row">
          <Avatar person={entry.person} size={28} />
          <div>
            <EntryLink class="wk-entry__title" href={url} onOpen={onOpen}>
              {title}
            </EntryLink>
            <p class="wk-entry__meta wk-muted">
              {[entry.person.metadata?.title, entry.person.metadata?.department]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {entry.justification && <p class="wk-entry__why">{entry.justification}</p>}
          </div>
        </div>
      ) : kind === 'collection' ? (
        <>
          <EntryLink class="wk-entry__title" href={url} onOpen={onOpen}>
            {entry.collection?.icon ? `${entry.collection.icon} ` : ''}
            {title}
          </EntryLink>
          <p class="wk-entry__meta wk-muted">
            {[
              t('popupKindCollection'),
              entry.collection?.itemCount !== undefined
                ? t('popupCollectionItems', [entry.collection.itemCount])
                : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {entry.collection?.description && (
            <p class="wk-entry__why">{entry.collection.description}</p>
          )}
          {entry.justification && <p class="wk-entry__why">{entry.justification}</p>}
        </>
      ) : (
        <>
          <EntryLink class="wk-entry__title" href={url} onOpen={onOpen}>
            {title}
          </EntryLink>
          {(entry.app?.datasource ?? entry.document?.datasource ?? entry.document?.docType) && (
            <p class="wk-entry__meta wk-muted">
              {[
                entry.app?.datasource ?? entry.document?.datasource,
                entry.document?.docType ?? entry.app?.docType,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
          {entry.justification && <p class="wk-entry__why">{entry.justification}</p>}
        </>
      )}
      <Counts entry={entry} />
    </article>
  );
}

function AnnouncementBody({
  entry,
  onOpen,
  onEditDraft,
  title,
  url,
}: FeedEntryProps & { title: string; url?: string }) {
  const emoji = entry.announcement?.emoji;
  const draftId = entry.announcement?.draftId;
  return (
    <>
      <div class="wk-entry__row">
        {emoji && (
          <span class="wk-entry__emoji" aria-hidden="true">
            {emoji}
          </span>
        )}
        <EntryLink class="wk-entry__title" href={url} onOpen={onOpen}>
          {title}
        </EntryLink>
      </div>
      <p class="wk-entry__meta wk-muted">
        {[t('popupKindAnnouncement'), entry.createdBy?.name].filter(Boolean).join(' · ')}
      </p>
      {entry.justification && <p class="wk-entry__why">{entry.justification}</p>}
      {draftId !== undefined && (
        <button
          type="button"
          class="wk-button wk-button--small"
          onClick={() => onEditDraft(draftId)}
          aria-label={t('popupEditDraftOf', [title])}
        >
          {t('popupEditDraft')}
        </button>
      )}
    </>
  );
}

function EventBody({
  entry,
  onOpen,
  onToggleEvent,
  onRetryEvent,
  eventDetails,
  time,
  title,
  url,
}: FeedEntryProps & { title: string; url?: string }) {
  const event = entry.event;
  if (!event) return null;
  const range = formatEventRange(event.time?.start, event.time?.end, time);
  const details = eventDetails[event.id];
  const expanded = details !== undefined;
  const summary = attendeeSummary(entry);
  const detailsId = `event-details-${event.id.replace(/[^\w-]/g, '_')}`;
  return (
    <>
      <EntryLink class="wk-entry__title" href={url} onOpen={onOpen}>
        {title}
      </EntryLink>
      <p class="wk-entry__meta">
        {range && <time dateTime={event.time?.start}>{range}</time>}
        {event.eventType === 'OUT_OF_OFFICE' && (
          <span class="wk-muted"> · {t('popupEventOutOfOffice')}</span>
        )}
      </p>
      {summary && <p class="wk-entry__meta wk-muted">{summary}</p>}
      {entry.justification && <p class="wk-entry__why">{entry.justification}</p>}
      <div class="wk-entry__actions">
        {event.conferenceData?.uri && (
          <EntryLink
            class="wk-button wk-button--small"
            href={event.conferenceData.uri}
            onOpen={onOpen}
          >
            {event.conferenceData.provider
              ? t('popupEventJoinWith', [providerName(String(event.conferenceData.provider))])
              : t('popupEventJoin')}
          </EntryLink>
        )}
        <button
          type="button"
          class="wk-button wk-button--small wk-button--quiet"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => onToggleEvent(event.id)}
        >
          {expanded ? t('popupEventHideDetails') : t('popupEventShowDetails')}
        </button>
      </div>
      {details && (
        <div id={detailsId}>
          <EventDetails state={details} onOpen={onOpen} onRetry={() => onRetryEvent(event.id)} />
        </div>
      )}
    </>
  );
}
