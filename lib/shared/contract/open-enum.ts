import * as z from 'zod/mini';

/**
 * An enumeration that stays open: the known values document the field (and give editors
 * completion), while any other string the service sends is kept as it is. The service's lists
 * grow (feed categories passed 45 values); failing on a new value would break the feed for
 * everyone the day the service adds one.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]) as unknown as z.ZodMiniType<
    T[number] | (string & {})
  >;
}
