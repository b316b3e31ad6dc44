import type { EventAttendee } from '../../lib/shared/contract';
import { type MessageKey, t } from '../../lib/shared/i18n';
import { htmlToText } from '../../lib/ui/feed/html-text';
import type { EventDetailsState } from '../../lib/ui/feed/types';
import { NoticeBanner } from '../ui/notice-banner';
import { SkeletonList } from '../ui/skeleton';
import { EntryLink } from './entry-link';
import { Avatar } from './person-chip';
import './event-details.css';

const RESPONSE_KEYS: Record<string, MessageKey> = {
  ACCEPTED: 'popupResponseAccepted',
  DECLINED: 'popupResponseDeclined',
  TENTATIVE: 'popupResponseTentative',
  NO_RESPONSE: 'popupResponseNone',
};

/** An attendee's answer to the invitation, in words. */
function responseLabel(status: string | undefined): string {
  const key = RESPONSE_KEYS[status ?? 'NO_RESPONSE'];
  return key ? t(key) : String(status);
}

function AttendeeList({ people }: { people: EventAttendee[] }) {
  return (
    <ul class="wk-attendees" aria-label={t('popupEventAttendees')}>
      {people.map((attendee, index) => (
        <li key={attendee.person?.obfuscatedId ?? index} class="wk-attendee">
          {attendee.person && <Avatar person={attendee.person} size={20} />}
          <span>{attendee.person?.name ?? t('popupEventUnknownAttendee')}</span>
          {attendee.isOrganizer && <span class="wk-muted"> · {t('popupEventOrganizer')}</span>}
          <span
            class={`wk-response wk-response--${String(attendee.responseStatus ?? 'NO_RESPONSE')}`}
          >
            {responseLabel(attendee.responseStatus)}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface EventDetailsProps {
  state: EventDetailsState;
  onOpen: (url: string) => void;
  onRetry: () => void;
}

/**
 * An event's details: attendees and their answers, the description as plain text (it is
 * HTML from the calendar, and never inserted as HTML), and what the service relates to it.
 */
export function EventDetails({ state, onOpen, onRetry }: EventDetailsProps) {
  const { value: event, loading, error } = state;
  if (!event) {
    if (error) {
      return (
        <NoticeBanner
          notice={{
            tone: 'error',
            message: error.message,
            action: { label: t('popupRetry'), onClick: onRetry },
          }}
        />
      );
    }
    return loading ? <SkeletonList rows={2} label={t('popupEventLoadingDetails')} /> : null;
  }
  const people = event.attendees?.people ?? [];
  const description = htmlToText(event.description);
  const attachments = event.generatedAttachments ?? [];
  const documents = attachments.flatMap((attachment) => attachment.documents ?? []);
  const persons = attachments.flatMap((attachment) =>
    attachment.person ? [attachment.person] : [],
  );
  const links = attachments.flatMap((attachment) => attachment.externalLinks ?? []);
  const customers = attachments.flatMap((attachment) =>
    attachment.customer?.company?.name ? [attachment.customer.company.name] : [],
  );
  const nothing =
    !people.length && !description && !documents.length && !persons.length && !links.length;
  return (
    <div class="wk-event-details">
      {error && <p class="wk-muted wk-small">{error.message}</p>}
      {event.location && (
        <p class="wk-small">
          {t('popupEventLocation')}: {event.location}
        </p>
      )}
      {people.length > 0 && (
        <>
          <h3 class="wk-subheading">{t('popupEventAttendees')}</h3>
          <AttendeeList people={people} />
        </>
      )}
      {description && (
        <>
          <h3 class="wk-subheading">{t('popupEventDescription')}</h3>
          <p class="wk-description">{description}</p>
        </>
      )}
      {documents.length > 0 && (
        <>
          <h3 class="wk-subheading">{t('popupEventDocuments')}</h3>
          <ul class="wk-plain-list">
            {documents.map((document, index) => (
              <li key={document.id ?? index}>
                <EntryLink href={document.url} onOpen={onOpen}>
                  {document.title ?? document.url ?? t('popupUntitled')}
                </EntryLink>
                {document.datasource && <span class="wk-muted"> · {document.datasource}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {persons.length > 0 && (
        <>
          <h3 class="wk-subheading">{t('popupEventPeople')}</h3>
          <ul class="wk-plain-list">
            {persons.map((person) => (
              <li key={person.obfuscatedId} class="wk-attendee">
                <Avatar person={person} size={20} />
                <span>{person.name}</span>
                {person.metadata?.title && <span class="wk-muted"> · {person.metadata.title}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {links.length > 0 && (
        <>
          <h3 class="wk-subheading">{t('popupEventLinks')}</h3>
          <ul class="wk-plain-list">
            {links.map((link, index) => (
              <li key={link.url ?? index}>
                <EntryLink href={link.url} onOpen={onOpen}>
                  {link.name ?? link.url ?? t('popupUntitled')}
                </EntryLink>
              </li>
            ))}
          </ul>
        </>
      )}
      {customers.length > 0 && (
        <p class="wk-small">
          {t('popupEventCustomers')}: {customers.join(', ')}
        </p>
      )}
      {nothing && <p class="wk-muted wk-small">{t('popupEventNoDetails')}</p>}
    </div>
  );
}
