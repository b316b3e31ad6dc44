import * as z from 'zod/mini';

/**
 * An enumeration that stays open: `openEnum<typeof LIST>()`. The known values document the
 * field (and give editors completion), while any other string the service sends is kept as it
 * is. The service's lists grow (feed categories passed 45 values); failing on a new value would
 * break the feed for everyone the day the service adds one. Since any string passes, the list
 * is a type only: at run time this is `string()`, and the lists stay out of the bundles.
 */
export function openEnum<const T extends readonly string[]>() {
  return z.string() as unknown as z.ZodMiniType<T[number] | (string & {})>;
}
