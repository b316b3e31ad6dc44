import { t } from './i18n';

/**
 * A list of queries as the person's language quotes them in a sentence: “a”, “b” in English,
 * „a“, „b“ in German (the marks are the message `quotedQuery`).
 */
export function quoteQueries(queries: string[]): string {
  return queries.map((query) => t('quotedQuery', [query])).join(', ');
}
