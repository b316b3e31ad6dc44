/**
 * An ISO 8601 date-time with its offset ("2025-03-03T10:00:00.000Z", "…T10:00+01:00"): the
 * seed's string timestamps, as a request sends them. The reference service and the draft page
 * check times with it; the shared request schema only refuses '' (its bundle budget).
 */
export const ISO_DATE_TIME = /^\d{4}(-\d\d){2}T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;
