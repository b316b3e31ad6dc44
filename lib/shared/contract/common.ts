import * as z from 'zod/mini';
import { integer } from './formats';
import type {
  EMPLOYMENT_TYPES,
  GROUP_TYPES,
  RELATION_TYPES,
  ROLE_NAMES,
  SCOPE_TYPES,
} from './enums';
import { openEnum } from './open-enum';

/** Shapes shared by many resources. Responses are loose: unknown fields are kept. */

/** A thumbnail or banner. */
export const imageSchema = z.looseObject({
  photoId: z.optional(z.string()),
  url: z.optional(z.string()),
});

/** One value of an audience filter. */
const audienceFilterValueSchema = z.looseObject({
  value: z.optional(z.string()),
  relationType: z.optional(openEnum<typeof RELATION_TYPES>()),
});

/** Restricts who sees an item; values come from the matching filters in people search. */
export const audienceFilterSchema = z.looseObject({
  fieldName: z.optional(z.string()),
  values: z.optional(z.array(audienceFilterValueSchema)),
});

/** The viewer's rights on an object. */
export const permissionsSchema = z.looseObject({
  write: z.optional(
    z.looseObject({
      scopeType: z.optional(openEnum<typeof SCOPE_TYPES>()),
      create: z.optional(z.boolean()),
      update: z.optional(z.boolean()),
      delete: z.optional(z.boolean()),
    }),
  ),
});

/** A number over a period, aggregated per org unit (department, company). */
export const countSchema = z.looseObject({
  count: z.optional(integer()),
  org: z.optional(z.string()),
});

/**
 * A person's details. The specification names title, department, email, location, phone,
 * photoUrl and startDate; the rest are described in prose and named as the API notes give them.
 */
const personMetadataSchema = z.looseObject({
  type: z.optional(openEnum<typeof EMPLOYMENT_TYPES>()),
  title: z.optional(z.string()),
  department: z.optional(z.string()),
  email: z.optional(z.string()),
  location: z.optional(z.string()),
  photoUrl: z.optional(z.string()),
  startDate: z.optional(z.string()),
  timezone: z.optional(z.string()),
  /** Seconds east of UTC (a request's timezoneOffset is in minutes). */
  timezoneOffset: z.optional(integer()),
  permissions: z.optional(permissionsSchema),
});

/** A person reference, with details under `metadata` when the operation provides them. */
export const personSchema = z.looseObject({
  name: z.string(),
  obfuscatedId: z.string(),
  metadata: z.optional(personMetadataSchema),
});
export type Person = z.infer<typeof personSchema>;

/** A group a role can be granted to. */
const roleGroupSchema = z.looseObject({
  type: z.optional(openEnum<typeof GROUP_TYPES>()),
  id: z.optional(z.string()),
  name: z.optional(z.string()),
});

/** A person's or group's role on an object. */
export const roleSchema = z.looseObject({
  person: z.optional(personSchema),
  group: z.optional(roleGroupSchema),
  role: z.optional(openEnum<typeof ROLE_NAMES>()),
});
export type Role = z.infer<typeof roleSchema>;
