import * as z from 'zod/mini';
import type {
  EMPLOYMENT_TYPES,
  GROUP_TYPES,
  RELATION_TYPES,
  ROLE_NAMES,
  SCOPE_TYPES,
  TEAM_RELATIONSHIPS,
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

/** A period of a count, as days from now and as epoch seconds. */
const countBoundSchema = z.looseObject({
  epochSeconds: z.optional(z.int()),
  daysFromNow: z.optional(z.int()),
});

/** A number over a period, aggregated per org unit (department, company). */
export const countSchema = z.looseObject({
  count: z.optional(z.int()),
  period: z.optional(
    z.looseObject({
      minDaysFromNow: z.optional(z.int()),
      maxDaysFromNow: z.optional(z.int()),
      start: z.optional(countBoundSchema),
      end: z.optional(countBoundSchema),
    }),
  ),
  org: z.optional(z.string()),
});

/** A team a person belongs to. */
const personTeamSchema = z.looseObject({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  externalLink: z.optional(z.string()),
  relationship: z.optional(openEnum<typeof TEAM_RELATIONSHIPS>()),
  joinDate: z.optional(z.string()),
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
  // The public examples send the phone as a number although it is typed as a string of digits.
  phone: z.optional(z.union([z.string(), z.number()])),
  photoUrl: z.optional(z.string()),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  preferredName: z.optional(z.string()),
  businessUnit: z.optional(z.string()),
  departmentCount: z.optional(z.int()),
  aliasEmails: z.optional(z.array(z.string())),
  timezone: z.optional(z.string()),
  /** Seconds east of UTC (a request's timezoneOffset is in minutes). */
  timezoneOffset: z.optional(z.int()),
  bio: z.optional(z.string()),
  pronoun: z.optional(z.string()),
  teams: z.optional(z.array(personTeamSchema)),
  directReportsCount: z.optional(z.int()),
  totalReportsCount: z.optional(z.int()),
  inviteInfo: z.optional(z.looseObject({})),
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
  sourceDocumentSpec: z.optional(z.looseObject({ url: z.optional(z.string()) })),
  person: z.optional(personSchema),
  group: z.optional(roleGroupSchema),
  role: z.optional(openEnum<typeof ROLE_NAMES>()),
});
export type Role = z.infer<typeof roleSchema>;
