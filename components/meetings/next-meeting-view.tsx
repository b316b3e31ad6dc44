import { t } from '../../lib/shared/i18n';
import { acceptedCount, type Meeting } from '../../lib/shared/meetings';
import { safeHttpUrl } from '../../lib/shared/urls/http-url';
import type { MaterialItem } from '../../lib/ui/meetings/material';
import { EntryLink } from '../feed/entry-link';
import './next-meeting.css';

/** What the card shows: the meeting, its material (hidden documents left out), the clock. */
export interface NextMeetingViewProps {
  meeting: Meeting;
  material: MaterialItem[];
  /** How many of its documents the person hid. */
  hiddenCount: number;
  now: number;
  /** Why the last Hide could not be kept, in words. */
  problem?: string;
  onOpen: (url: string) => void;
  onHide: (key: string) => void;
  onShowHidden: () => void;
}

/** "Starts in 9 min", "Starts now" or "Under way, until 10:30": the time until it starts. */
function startsIn(meeting: Meeting, now: number): string {
  if (meeting.start > now + 30_000) {
    return t('meetingStartsIn', [Math.ceil((meeting.start - now) / 60_000)]);
  }
  if (meeting.start > now - 60_000) return t('meetingStartsNow');
  const end = new Date(meeting.end).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
  });
  return t('meetingUnderWay', end);
}

function Item({
  item,
  onOpen,
  onHide,
}: { item: MaterialItem } & Pick<NextMeetingViewProps, 'onOpen' | 'onHide'>) {
  return (
    <li class="wk-meeting__item">
      <span class="wk-meeting__item-text">
        {item.url ? (
          <EntryLink href={item.url} onOpen={onOpen}>
            {item.title}
          </EntryLink>
        ) : (
          <span>{item.title}</span>
        )}
        {item.text && <span class="wk-small"> {item.text}</span>}
        {item.source && <span class="wk-muted wk-small"> · {t('meetingFrom', item.source)}</span>}
      </span>
      {item.kind === 'document' && (
        <button
          type="button"
          class="wk-button wk-button--small wk-button--quiet"
          aria-label={t('meetingHideLabel', item.title)}
          onClick={() => onHide(item.key)}
        >
          {t('meetingHide')}
        </button>
      )}
    </li>
  );
}

/**
 * "Next meeting": the meeting the person accepted or organises that starts within the hour or
 * is under way, with Join, who accepted, and what the service relates to it. Everything the
 * service sent is text; links open only http(s) addresses.
 */
export function NextMeetingView(props: NextMeetingViewProps) {
  const { meeting, material, hiddenCount, now } = props;
  const { accepted, total } = acceptedCount(meeting.event);
  const join = safeHttpUrl(meeting.event.conferenceData?.uri);
  return (
    <section class="wk-meeting" aria-labelledby="meeting-heading" data-meeting={meeting.id}>
      <h2 id="meeting-heading" class="wk-meeting__label">
        {t('meetingCardHeading')}
      </h2>
      <div class="wk-meeting__row">
        <div>
          <p class="wk-meeting__title">{meeting.title}</p>
          <p class="wk-small">
            <span class="wk-meeting__when">{startsIn(meeting, now)}</span>
            {total > 0 && (
              <span class="wk-muted"> · {t('meetingAccepted', [accepted, total])}</span>
            )}
          </p>
        </div>
        {join && (
          <button
            type="button"
            class="wk-button wk-button--small"
            onClick={() => props.onOpen(join)}
          >
            {t('meetingJoin')}
          </button>
        )}
      </div>
      {material.length > 0 ? (
        <ul class="wk-meeting__material" aria-label={t('meetingMaterialHeading')}>
          {material.map((item) => (
            <Item
              key={`${item.kind} ${item.key}`}
              item={item}
              onOpen={props.onOpen}
              onHide={props.onHide}
            />
          ))}
        </ul>
      ) : (
        <p class="wk-muted wk-small">{t('meetingNoMaterial')}</p>
      )}
      {hiddenCount > 0 && (
        <button
          type="button"
          class="wk-button wk-button--small wk-button--quiet"
          onClick={props.onShowHidden}
        >
          {t('meetingShowHidden', [hiddenCount])}
        </button>
      )}
      {props.problem && (
        <p class="wk-field__error wk-small" role="alert">
          {props.problem}
        </p>
      )}
    </section>
  );
}
