import type { CalendarEvent } from '../../shared/contract';
import { safeHttpUrl } from '../../shared/urls/http-url';

/** One piece of a meeting's related material, as the card lists it. */
export interface MaterialItem {
  kind: 'document' | 'person' | 'link' | 'content';
  /** Stable within the meeting: what "Hide" remembers (documents only). */
  key: string;
  title: string;
  /** Where it opens (an http(s) address only), if it does. */
  url?: string;
  /** Where it comes from: the document's datasource, or the service's strategy. */
  source?: string;
  /** Content's text (a content item). */
  text?: string;
}

/** Most items the card lists of each kind: a glance, not the whole calendar entry. */
const PER_KIND = 5;

/**
 * The material the service relates to a meeting (`generatedAttachments`): documents, people,
 * links and content, each with where it comes from, documents the person hid left out.
 */
export function meetingMaterial(
  event: CalendarEvent,
  hidden: ReadonlySet<string>,
): { items: MaterialItem[]; hiddenCount: number } {
  const items: MaterialItem[] = [];
  let hiddenCount = 0;
  const seen = new Set<string>();
  const add = (item: MaterialItem) => {
    if (seen.has(`${item.kind} ${item.key}`)) return;
    if (items.filter((other) => other.kind === item.kind).length >= PER_KIND) return;
    seen.add(`${item.kind} ${item.key}`);
    items.push(item);
  };
  for (const attachment of event.generatedAttachments ?? []) {
    const strategy = attachment.strategyName;
    for (const document of attachment.documents ?? []) {
      const key = document.id ?? document.url ?? document.title ?? '';
      if (hidden.has(key)) {
        if (!seen.has(`hidden ${key}`)) hiddenCount++;
        seen.add(`hidden ${key}`);
        continue;
      }
      add({
        kind: 'document',
        key,
        title: document.title ?? document.url ?? key,
        url: safeHttpUrl(document.url),
        source: document.datasource ?? strategy,
      });
    }
    if (attachment.person) {
      add({
        kind: 'person',
        key: attachment.person.obfuscatedId,
        title: attachment.person.name,
        source: strategy,
      });
    }
    for (const link of attachment.externalLinks ?? []) {
      const url = safeHttpUrl(link.url);
      add({
        kind: 'link',
        key: link.url ?? '',
        title: link.name ?? url ?? '',
        url,
        source: strategy,
      });
    }
    for (const [index, content] of (attachment.content ?? []).entries()) {
      add({
        kind: 'content',
        key: `${strategy} ${index}`,
        title: content.displayHeader ?? '',
        text: content.content,
        source: strategy,
      });
    }
  }
  return { items, hiddenCount };
}
