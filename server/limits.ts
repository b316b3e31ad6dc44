import { HttpError } from './http-error';

/**
 * The most entries a list (or map) in a request may hold, by field name, wherever the field
 * appears. Every list has a bound: one not named here gets {@link DEFAULT_LIST_LIMIT}. The
 * extension sends far less (one item or document at a time, at most 50 event ids), so these
 * bounds never refuse it; they stop one request from holding the process for seconds.
 * Documented in server/README.md ("Limits").
 */
const LIST_LIMITS: Readonly<Record<string, number>> = {
  ids: 100,
  documentSpecs: 100,
  addedCollectionItemDescriptors: 100,
  queries: 50,
  audienceFilters: 50,
  values: 200,
  structuredList: 100,
  categories: 50,
  categoryToResultSize: 50,
  datasourceFilter: 50,
  departments: 200,
  includeFields: 50,
  authTokens: 20,
};

const DEFAULT_LIST_LIMIT = 100;

/** Maps whose keys the caller chooses; their size is bounded like a list's. */
const MAP_FIELDS = new Set(['categoryToResultSize']);

/**
 * Refuses a request with a list longer than its bound: a 400 naming the field's path and the
 * limit ("ids: at most 100 entries (got 5000)"). Run on a request the contract has already
 * validated, whose strict shape bounds the depth this walks.
 */
export function checkListLimits(value: unknown, path: string[] = []): void {
  if (value === null || typeof value !== 'object') return;
  const field = path.findLast((part) => !/^\d+$/.test(part)) ?? '';
  const entries = Array.isArray(value)
    ? value.length
    : MAP_FIELDS.has(field)
      ? Object.keys(value).length
      : undefined;
  if (entries !== undefined) {
    const limit = LIST_LIMITS[field] ?? DEFAULT_LIST_LIMIT;
    if (entries > limit)
      throw new HttpError(400, `${path.join('.')}: at most ${limit} entries (got ${entries})`);
  }
  for (const [key, child] of Object.entries(value)) checkListLimits(child, [...path, key]);
}
