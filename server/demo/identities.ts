/**
 * The fixed demo identities. These tokens are public on purpose: they exist only in the
 * reference service's demo data and are printed at start and written in the README.
 */
export const DEMO_TOKENS = {
  /** An employee: Alex Morgan, Engineering. */
  user: 'demo-user-token',
  /** An administrator: Sam Rivera, IT. */
  admin: 'demo-admin-token',
  /** A global token: needs X-Service-Actas. */
  global: 'demo-global-token',
  /** Alex's token that expired (for tests of the "reconnect" path). */
  expired: 'demo-expired-token',
  /** Alex's token issued by the identity provider: needs X-Service-Auth-Type: OAUTH. */
  oauth: 'demo-oauth-token',
  /** Alex's token without the PINS and COLLECTIONS scopes (for "missing scope" tests). */
  limited: 'demo-limited-token',
} as const;

export const DEMO_USERS = {
  employee: { id: 'p-alex-morgan', name: 'Alex Morgan', email: 'alex.morgan@acme.example' },
  admin: { id: 'p-sam-rivera', name: 'Sam Rivera', email: 'sam.rivera@acme.example' },
} as const;

/** Every scope a token can carry. */
export const ALL_SCOPES = [
  'ANNOUNCEMENTS',
  'ANSWERS',
  'COLLECTIONS',
  'PINS',
  'PEOPLE',
  'SEARCH',
  'DOCUMENTS',
  'FEED',
  'CALENDAR',
] as const;
export type Scope = (typeof ALL_SCOPES)[number];
