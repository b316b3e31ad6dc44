import type { Database } from 'better-sqlite3';
import type { Scope } from './demo/identities';

/** A row of the people table. */
export interface PersonRow {
  id: string;
  name: string;
  email: string;
  title: string;
  department: string;
  location: string;
  phone: string;
  start_date: string;
  employment_type: string;
  is_admin: number;
  usage: string;
}

/** Who is calling, after the token and act-as header were checked. */
export interface Caller {
  person: PersonRow;
  isAdmin: boolean;
  scopes: ReadonlySet<Scope>;
}

/** What every operation handler gets. */
export interface RequestContext {
  db: Database;
  caller: Caller;
  /** The service's own origin, from which document and avatar URLs are built. */
  origin: string;
  /** Milliseconds since the epoch (injectable for tests). */
  now: number;
  /** How `updatedraftannouncement` reads a property left out (start flag); keep by default. */
  draftOmitted?: DraftOmitted;
}

/**
 * The two readings of the seed's "Whether omitted properties are kept or cleared: not shown"
 * for `updatedraftannouncement`: a property left out of the request keeps its stored value, or
 * is cleared. The reference service runs either (`--draft-omitted`), so the extension is
 * tested against both.
 */
export type DraftOmitted = 'keep' | 'clear';
