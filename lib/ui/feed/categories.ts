import type { FeedResult } from '../../shared/contract';
import { type MessageKey, t } from '../../shared/i18n';

/** Categories with a worded heading of their own; others are spelled out from their name. */
const CATEGORY_KEYS: Record<string, MessageKey> = {
  EVENT: 'popupCategoryEvent',
  ANNOUNCEMENT: 'popupCategoryAnnouncement',
  DOCUMENT_SUGGESTION: 'popupCategoryDocumentSuggestion',
  DOCUMENT_SUGGESTION_SCENARIO: 'popupCategoryDocumentSuggestion',
  TRENDING_DOCUMENT: 'popupCategoryTrending',
  RECENT: 'popupCategoryRecent',
  COMPANY_RESOURCE: 'popupCategoryCompanyResource',
  MENTION: 'popupCategoryMention',
  VERIFICATION_REMINDER: 'popupCategoryVerification',
  PEOPLE_CELEBRATIONS: 'popupCategoryCelebrations',
};

/**
 * A readable heading for a feed category. The service's list of categories keeps growing, so
 * an unknown one is spelled out ("SOCIAL_LINK" → "Social link") rather than hidden.
 */
export function categoryLabel(category: string): string {
  const key = CATEGORY_KEYS[category];
  if (key) return t(key);
  const words = category.toLowerCase().split('_').filter(Boolean).join(' ');
  return words ? words[0]?.toUpperCase() + words.slice(1) : category;
}

/** One heading of the feed with the results under it, in the order the service sent them. */
export interface FeedGroup {
  category: string;
  label: string;
  results: FeedResult[];
}

/**
 * Groups feed results by category, keeping the service's order of first appearance (it ranks
 * categories: events first, then announcements, and so on).
 */
export function groupByCategory(results: readonly FeedResult[]): FeedGroup[] {
  const groups = new Map<string, FeedGroup>();
  for (const result of results) {
    const category = String(result.category);
    let group = groups.get(category);
    if (!group) {
      group = { category, label: categoryLabel(category), results: [] };
      groups.set(category, group);
    }
    group.results.push(result);
  }
  return [...groups.values()];
}
