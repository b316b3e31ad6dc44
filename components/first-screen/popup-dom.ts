import type { ReadEntry } from '../../lib/shared/messages/messenger';
import { t } from '../../lib/shared/i18n';
import type { PageStatus } from '../../lib/shared/types/page';
import type { TimeFormatOptions } from '../../lib/ui/feed/time';
import { sidePanelOffered } from '../../lib/ui/open-side-panel';
import { pageStripLines } from '../../lib/ui/page-strip-lines';
import { type Child, el } from './dom';
import { feedDom } from './feed-dom';

/** What the popup's first screen shows: the data PopupScreen starts from when it hydrates it. */
export interface FirstScreenData {
  /** The feed kept or fresh; undefined while it is asked for (an opening with none kept). */
  feed?: ReadEntry<'feed'>;
  /** The active tab's status; undefined while it is asked for. */
  page?: PageStatus;
  /** The popup opened in a tab of its own: no "This page" strip. */
  ownPage?: boolean;
  /** The Invite tab is offered (the person is an administrator). */
  invite?: boolean;
  time?: TimeFormatOptions;
}

/** The "This page" strip (PageStrip for the same status; checking the page while undefined). */
export function pageStrip(status: PageStatus | undefined): HTMLElement {
  const children: Child[] = [];
  if (!status) {
    children.push(
      el('p', { class: 'wk-muted wk-small', role: 'status' }, t('popupThisPageLoading')),
    );
  } else {
    const lines = pageStripLines(status);
    const action = (label: string) =>
      el('button', { type: 'button', class: 'wk-button wk-button--small' }, label);
    children.push(
      el(
        'p',
        { class: 'wk-strip__title', title: status.target.url },
        status.target.title || status.target.url,
      ),
      el('p', { class: 'wk-small' }, lines.pins),
      lines.collections !== undefined && el('p', { class: 'wk-small' }, lines.collections),
      el(
        'div',
        { class: 'wk-strip__actions' },
        action(t('popupPinThisPage')),
        action(t('popupAddToCollection')),
      ),
    );
  }
  return el(
    'section',
    {
      class: 'wk-strip',
      'aria-labelledby': 'strip-heading',
      'aria-busy': status ? undefined : 'true',
    },
    el('h2', { id: 'strip-heading', class: 'wk-visually-hidden' }, t('popupThisPage')),
    ...children,
  );
}

/** SkeletonList (components/ui/skeleton.tsx) with its four rows: the feed on its way. */
function skeleton(label: string) {
  const bar = (height: string, width: string, marginTop?: string) => {
    const node = el('div', { class: 'wk-skeleton' });
    Object.assign(node.style, { height, width }, marginTop ? { marginTop } : {});
    return node;
  };
  return el(
    'div',
    { role: 'status', 'aria-live': 'polite', 'aria-busy': 'true' },
    el('span', { class: 'wk-visually-hidden' }, label),
    ...[0, 1, 2, 3].map((index) => {
      const row = el(
        'div',
        { 'aria-hidden': 'true' },
        bar('12px', `${70 - (index % 3) * 15}%`),
        bar('10px', '40%', '6px'),
      );
      row.style.padding = '8px 0';
      return row;
    }),
  );
}

function tabs(invite: boolean) {
  const specs = [
    ['feed', t('popupTabFeed')],
    ['boards', t('popupTabBoards')],
    ['collections', t('popupTabCollections')],
    ...(invite ? [['invite', t('popupTabInvite')]] : []),
  ];
  return el(
    'div',
    { class: 'wk-tabs', role: 'tablist', 'aria-label': t('popupTabsLabel') },
    ...specs.map(([id, label]) =>
      el(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: `tab-${id}`,
          class: 'wk-tab',
          'aria-selected': id === 'feed',
          'aria-controls': `panel-${id}`,
          tabindex: id === 'feed' ? 0 : -1,
        },
        label as string,
      ),
    ),
  );
}

/**
 * The popup's first screen (connected, the feed kept from the last opening or its skeleton while
 * none is, the Feed tab) as
 * PopupView draws it for the same data, made with the DOM alone: the popup paints it without
 * loading Preact, and Preact hydrates these elements when the person first acts. `limit`: how
 * many results (PopupView's `feedLimit`).
 * tests/unit/components/first-screen/popup-dom.test.ts proves the two draw the same.
 */
export function popupDom(data: FirstScreenData, limit?: number): HTMLElement {
  return el(
    'main',
    { class: 'wk-popup' },
    el(
      'header',
      { class: 'wk-popup__header' },
      el('h1', { class: 'wk-popup__title' }, t('extensionName')),
      sidePanelOffered() &&
        el(
          'button',
          {
            type: 'button',
            class: 'wk-button wk-button--small wk-button--quiet wk-popup__side-panel',
          },
          t('sidePanelOpen'),
        ),
      el(
        'button',
        { type: 'button', class: 'wk-button wk-button--small wk-button--quiet' },
        t('popupSettings'),
      ),
    ),
    !data.ownPage && pageStrip(data.page),
    tabs(data.invite ?? false),
    el(
      'div',
      { class: 'wk-tabpanel', role: 'tabpanel', id: 'panel-feed', 'aria-labelledby': 'tab-feed' },
      data.feed
        ? feedDom((data.feed.value.results ?? []).slice(0, limit), data.time)
        : skeleton(t('popupFeedLoading')),
    ),
  );
}
