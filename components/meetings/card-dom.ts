import { t } from '../../lib/shared/i18n';
import { type CardData, startsIn } from '../../lib/ui/meetings/kept-card';
import type { MaterialItem } from '../../lib/ui/meetings/material';
import { el } from '../first-screen/dom';

/** An http(s) address, or undefined: what the card links to, checked again where it is drawn. */
const web = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** A small button; `action` names what the card's script does on its click (meeting-card.ts). */
const button = (action: string, label: string, extra: Record<string, string> = {}) =>
  el(
    'button',
    {
      type: 'button',
      class: `wk-button wk-button--small${action === 'join' ? '' : ' wk-button--quiet'}`,
      'data-action': action,
      ...extra,
    },
    label,
  );

function item(entry: MaterialItem): HTMLElement {
  const url = web(entry.url);
  return el(
    'li',
    null,
    el(
      'span',
      null,
      url // A new tab that gets no handle on this page (`noreferrer` implies `noopener`).
        ? el('a', { href: url, target: '_blank', rel: 'noreferrer' }, entry.title)
        : el('span', null, entry.title),
      entry.text && el('span', { class: 'wk-small' }, ` ${entry.text}`),
      entry.source &&
        el('span', { class: 'wk-muted wk-small' }, ` · ${t('meetingFrom', entry.source)}`),
    ),
    entry.kind === 'document' &&
      button('hide', t('meetingHide'), {
        'aria-label': t('meetingHideLabel', entry.title),
        'data-key': entry.key,
      }),
  );
}

/**
 * "Next meeting" at `now`, made with the DOM alone (no Preact: the boot script draws it in the
 * popup's first frame, show-card.ts): the meeting the person accepted or organises that starts
 * within the hour or is under way, with Join, who accepted, and what the service relates to
 * it, and `problem` (why the last Hide could not be kept) if any. Everything the service sent
 * is text (text nodes); links are only http(s) addresses.
 */
export function cardDom(card: CardData, now: number, problem?: string): HTMLElement {
  const join = web(card.join);
  return el(
    'section',
    { class: 'wk-meeting', 'aria-labelledby': 'meeting-heading', 'data-meeting': card.id },
    el('h2', { id: 'meeting-heading' }, t('meetingCardHeading')),
    el(
      'div',
      { class: 'wk-meeting__row' },
      el(
        'div',
        null,
        el('p', { class: 'wk-meeting__title' }, card.title),
        el(
          'p',
          { class: 'wk-small' },
          el('span', { class: 'wk-meeting__when' }, startsIn(card.start, card.end, now)),
          card.total > 0 &&
            el(
              'span',
              { class: 'wk-muted' },
              ` · ${t('meetingAccepted', [card.accepted, card.total])}`,
            ),
        ),
      ),
      join && button('join', t('meetingJoin'), { 'data-url': join }),
    ),
    card.material.length > 0
      ? el('ul', { 'aria-label': t('meetingMaterialHeading') }, ...card.material.map(item))
      : el('p', { class: 'wk-muted wk-small' }, t('meetingNoMaterial')),
    card.hiddenCount > 0 && button('show', t('meetingShowHidden', [card.hiddenCount])),
    problem && el('p', { class: 'wk-field__error wk-small', role: 'alert' }, problem),
  );
}
