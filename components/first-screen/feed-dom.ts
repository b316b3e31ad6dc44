import type { FeedEntry, FeedResult, Person } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import { safeHttpUrl } from '../../lib/shared/urls/http-url';
import { groupByCategory } from '../../lib/ui/feed/categories';
import { entryKind, entryUrl } from '../../lib/ui/feed/entry-kind';
import { formatEventRange, type TimeFormatOptions } from '../../lib/ui/feed/time';
import { attendeeSummary, entryCounts, providerName } from '../../lib/ui/feed/entry-text';
import { type Child, el } from './dom';

// The feed as FeedView (components/feed) draws it with every event collapsed, made with the
// DOM alone so the popup's first screen needs no Preact; Preact later hydrates these very
// elements. Same elements, classes, attributes and text: tests/unit/components/first-screen
// renders both and compares them.

function link(className: string, href: string | undefined, ...children: Child[]) {
  const url = safeHttpUrl(href);
  return url
    ? el(
        'a',
        { class: className, href: url, target: '_blank', rel: 'noopener noreferrer' },
        ...children,
      )
    : el('span', { class: className }, ...children);
}

function avatar(person: Person, size: number) {
  const photo = safeHttpUrl(person.metadata?.photoUrl);
  if (photo) {
    return el('img', {
      class: 'wk-avatar',
      src: photo,
      alt: '',
      width: size,
      height: size,
      loading: 'lazy',
    });
  }
  // No inline size: Avatar's `style={{ width: size }}` is a bare number, which this Preact
  // does not turn into pixels and the browser ignores, so its markup carries none either.
  return el(
    'span',
    { class: 'wk-avatar wk-avatar--initials', 'aria-hidden': 'true' },
    person.name
      .split(/\s+/)
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
}

const meta = (text: string, muted = true) =>
  el('p', { class: muted ? 'wk-entry__meta wk-muted' : 'wk-entry__meta' }, text);
const why = (text: string | undefined) => !!text && el('p', { class: 'wk-entry__why' }, text);
const joined = (parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

function counts(entry: FeedEntry) {
  const { visitors, visits, actors } = entryCounts(entry);
  if (visitors === undefined && !actors.length && !visits) return null;
  return el(
    'p',
    { class: 'wk-entry__counts wk-muted' },
    visitors !== undefined && el('span', null, t('popupEntryVisitors', [visitors])),
    visits > 0 && el('span', null, t('popupEntryVisits', [visits])),
    actors.length > 0 && el('span', null, t('popupEntryActivity', [actors.slice(0, 3).join(', ')])),
  );
}

function announcement(entry: FeedEntry, title: string, url: string | undefined): Child[] {
  const emoji = entry.announcement?.emoji;
  const draftId = entry.announcement?.draftId;
  return [
    el(
      'div',
      { class: 'wk-entry__row' },
      !!emoji && el('span', { class: 'wk-entry__emoji', 'aria-hidden': 'true' }, emoji),
      link('wk-entry__title', url, title),
    ),
    meta(joined([t('popupKindAnnouncement'), entry.createdBy?.name])),
    why(entry.justification),
    draftId !== undefined &&
      el(
        'button',
        {
          type: 'button',
          class: 'wk-button wk-button--small',
          'aria-label': t('popupEditDraftOf', [title]),
        },
        t('popupEditDraft'),
      ),
  ];
}

function event(entry: FeedEntry, title: string, url: string | undefined, time?: TimeFormatOptions) {
  const details = entry.event;
  if (!details) return [];
  const range = formatEventRange(details.time?.start, details.time?.end, time);
  const summary = attendeeSummary(entry);
  const conference = details.conferenceData;
  return [
    link('wk-entry__title', url, title),
    el(
      'p',
      { class: 'wk-entry__meta' },
      !!range && el('time', { datetime: details.time?.start }, range),
      details.eventType === 'OUT_OF_OFFICE' &&
        el('span', { class: 'wk-muted' }, ' · ', t('popupEventOutOfOffice')),
    ),
    !!summary && meta(summary),
    why(entry.justification),
    el(
      'div',
      { class: 'wk-entry__actions' },
      !!conference?.uri &&
        link(
          'wk-button wk-button--small',
          conference.uri,
          conference.provider
            ? t('popupEventJoinWith', [providerName(String(conference.provider))])
            : t('popupEventJoin'),
        ),
      el(
        'button',
        {
          type: 'button',
          class: 'wk-button wk-button--small wk-button--quiet',
          'aria-expanded': false,
        },
        t('popupEventShowDetails'),
      ),
    ),
  ];
}

function body(entry: FeedEntry, kind: string, time?: TimeFormatOptions): Child[] {
  const url = entryUrl(entry);
  const title = entry.title || t('popupUntitled');
  if (kind === 'announcement') return announcement(entry, title, url);
  if (kind === 'event') return event(entry, title, url, time);
  if (kind === 'person' && entry.person) {
    const { metadata } = entry.person;
    return [
      el(
        'div',
        { class: 'wk-entry__row' },
        avatar(entry.person, 28),
        el(
          'div',
          null,
          link('wk-entry__title', url, title),
          meta(joined([metadata?.title, metadata?.department])),
          why(entry.justification),
        ),
      ),
    ];
  }
  if (kind === 'collection') {
    const collection = entry.collection;
    const items = collection?.itemCount;
    return [
      link('wk-entry__title', url, collection?.icon ? `${collection.icon} ` : '', title),
      meta(
        joined([
          t('popupKindCollection'),
          items !== undefined ? t('popupCollectionItems', [items]) : undefined,
        ]),
      ),
      why(collection?.description),
      why(entry.justification),
    ];
  }
  const source = entry.app?.datasource ?? entry.document?.datasource;
  return [
    link('wk-entry__title', url, title),
    !!(source ?? entry.document?.docType) &&
      meta(joined([source, entry.document?.docType ?? entry.app?.docType])),
    why(entry.justification),
  ];
}

function feedEntry(entry: FeedEntry, secondary: boolean, time?: TimeFormatOptions) {
  const kind = entryKind(entry);
  return el(
    'article',
    {
      class: `wk-entry wk-entry--${kind}${secondary ? ' wk-entry--secondary' : ''}`,
      'data-kind': kind,
    },
    ...body(entry, kind, time),
    counts(entry),
  );
}

/** The feed's results as FeedView draws them, every event collapsed. */
export function feedDom(results: readonly FeedResult[], time?: TimeFormatOptions): HTMLElement {
  if (results.length === 0) return el('p', { class: 'wk-empty' }, t('popupFeedEmpty'));
  return el(
    'div',
    { class: 'wk-feed' },
    ...groupByCategory(results).map((group) => {
      const headingId = `feed-${group.category}`;
      return el(
        'section',
        { class: 'wk-feed__group', 'aria-labelledby': headingId },
        el('h2', { id: headingId, class: 'wk-heading' }, group.label),
        el(
          'ul',
          { class: 'wk-list' },
          ...group.results.map((result) => {
            const secondary = result.secondaryEntries ?? [];
            return el(
              'li',
              { class: 'wk-list__item' },
              feedEntry(result.primaryEntry, false, time),
              secondary.length > 0 &&
                el(
                  'ul',
                  { class: 'wk-list wk-list--nested', 'aria-label': t('popupRelatedEntries') },
                  ...secondary.map((entry) => el('li', null, feedEntry(entry, true, time))),
                ),
            );
          }),
        ),
      );
    }),
  );
}
