import type { Database } from 'better-sqlite3';

/**
 * The schema, one migration per version. Applied in order inside one transaction each, and
 * recorded in `schema_version`, so a database from an older release is brought forward on
 * start and never re-created.
 */
/** Derives who attends which event from the events' own attendee lists. */
const INDEX_EVENT_ATTENDEES = `INSERT OR IGNORE INTO event_attendees (person_id, event_id)
  SELECT json_extract(attendee.value, '$.id'), events.id FROM events, json_each(events.attendees) AS attendee;`;

/** Derives each person's calendar, in the order the feed reads it, from the same lists. */
const INDEX_PERSON_EVENTS = `INSERT OR IGNORE INTO person_events (person_id, day_offset, start_minute, event_rowid, ends, event_id)
  SELECT json_extract(attendee.value, '$.id'), events.day_offset, events.start_minute, events.rowid,
    events.day_offset * 1440 + events.start_minute + events.duration_minutes, events.id
  FROM events, json_each(events.attendees) AS attendee;`;

/** Derives each department's documents, most popular first, from documents and their authors. */
const INDEX_DEPARTMENT_DOCUMENTS = `INSERT OR IGNORE INTO department_documents (department, popularity, document_rowid, author_id, datasource, document_id)
  SELECT people.department, documents.popularity, documents.rowid, documents.author_id, documents.datasource, documents.id
  FROM documents JOIN people ON people.id = documents.author_id;`;

const MIGRATIONS: readonly string[] = [
  // 1: the first schema.
  `
  CREATE TABLE people (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    department TEXT NOT NULL,
    location TEXT NOT NULL,
    phone TEXT NOT NULL,
    start_date TEXT NOT NULL,
    employment_type TEXT NOT NULL,
    is_admin INTEGER NOT NULL DEFAULT 0,
    -- 'ACTIVE' uses the service, 'INACTIVE' signed up but stopped, 'NON_USER' never signed up
    usage TEXT NOT NULL
  );
  CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    label TEXT NOT NULL,
    person_id TEXT REFERENCES people(id),
    is_global INTEGER NOT NULL DEFAULT 0,
    is_oauth INTEGER NOT NULL DEFAULT 0,
    scopes TEXT NOT NULL,
    expires_at INTEGER
  );
  CREATE TABLE documents (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    datasource TEXT NOT NULL,
    doc_type TEXT NOT NULL,
    container TEXT NOT NULL,
    author_id TEXT NOT NULL REFERENCES people(id),
    body TEXT NOT NULL,
    create_time TEXT NOT NULL,
    update_time TEXT NOT NULL,
    popularity INTEGER NOT NULL
  );
  CREATE TABLE collections (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    icon TEXT NOT NULL DEFAULT '',
    admin_locked INTEGER NOT NULL DEFAULT 0,
    owner_id TEXT NOT NULL REFERENCES people(id),
    -- 'EVERYONE' may edit, or only the 'OWNER'
    edit_scope TEXT NOT NULL DEFAULT 'OWNER',
    pin_category TEXT,
    create_time TEXT NOT NULL,
    update_time TEXT NOT NULL,
    updated_by TEXT NOT NULL REFERENCES people(id)
  );
  CREATE TABLE collection_items (
    collection_id INTEGER NOT NULL REFERENCES collections(id),
    item_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    item_type TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    icon TEXT NOT NULL DEFAULT '',
    url TEXT,
    document_id TEXT REFERENCES documents(id),
    created_by TEXT NOT NULL REFERENCES people(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (collection_id, item_id)
  );
  CREATE TABLE announcements (
    id INTEGER PRIMARY KEY,
    draft_id INTEGER UNIQUE,
    author_id TEXT NOT NULL REFERENCES people(id),
    updated_by TEXT NOT NULL REFERENCES people(id),
    is_published INTEGER NOT NULL,
    fields TEXT NOT NULL,
    create_ts INTEGER NOT NULL,
    update_ts INTEGER NOT NULL
  );
  CREATE TABLE answer_boards (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    item_count INTEGER NOT NULL,
    creator_id TEXT NOT NULL REFERENCES people(id),
    audience TEXT NOT NULL,
    roles TEXT NOT NULL,
    create_time TEXT NOT NULL,
    update_time TEXT NOT NULL
  );
  CREATE TABLE pins (
    id TEXT PRIMARY KEY,
    document_id TEXT NOT NULL REFERENCES documents(id),
    queries TEXT NOT NULL,
    audience TEXT NOT NULL,
    attribution_id TEXT NOT NULL REFERENCES people(id),
    updated_by TEXT NOT NULL REFERENCES people(id),
    create_time TEXT NOT NULL,
    update_time TEXT NOT NULL
  );
  -- Events are stored relative to "today" so the demo calendar is never in the past.
  CREATE TABLE events (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    day_offset INTEGER NOT NULL,
    start_minute INTEGER NOT NULL,
    duration_minutes INTEGER NOT NULL,
    location TEXT NOT NULL,
    description TEXT NOT NULL,
    conference_uri TEXT,
    organizer_id TEXT NOT NULL REFERENCES people(id),
    attendees TEXT NOT NULL,
    related_documents TEXT NOT NULL
  );
  CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
  `,
  // 2: indexes for the feed and the hot operations, so their cost follows what they return
  // rather than the size of the data; and who attends which event, kept beside the events'
  // JSON (which stays the source of each reply) so a person's calendar is an index lookup.
  `
  CREATE INDEX documents_by_author ON documents (author_id, update_time DESC);
  CREATE INDEX documents_by_popularity ON documents (popularity DESC);
  CREATE INDEX people_by_department ON people (department);
  CREATE INDEX announcements_published ON announcements (is_published, update_ts DESC);
  CREATE INDEX collections_pinned ON collections (id) WHERE pin_category IS NOT NULL;
  CREATE INDEX collection_items_order ON collection_items (collection_id, position);
  CREATE INDEX pins_by_time ON pins (create_time, id);
  CREATE TABLE event_attendees (
    person_id TEXT NOT NULL,
    event_id TEXT NOT NULL REFERENCES events(id),
    PRIMARY KEY (person_id, event_id)
  ) WITHOUT ROWID;
  ${INDEX_EVENT_ATTENDEES}
  `,
  // 3: each person's calendar in feed order (day, minute, then the order events were written),
  // with when each event ends (minutes from the start of "today"), so the feed's upcoming
  // events are one range of one index, read in order and cut at the limit: no join, no sort.
  `
  CREATE TABLE person_events (
    person_id TEXT NOT NULL,
    day_offset INTEGER NOT NULL,
    start_minute INTEGER NOT NULL,
    event_rowid INTEGER NOT NULL,
    ends INTEGER NOT NULL,
    event_id TEXT NOT NULL REFERENCES events(id),
    PRIMARY KEY (person_id, day_offset, start_minute, event_rowid)
  ) WITHOUT ROWID;
  ${INDEX_PERSON_EVENTS}
  `,
  // 4: each department's documents in the order the feed suggests them (popularity, then the
  // order they were written), so "popular in your department" is one range of one index cut at
  // the limit, instead of walking every document by popularity and looking up each author.
  `
  CREATE TABLE department_documents (
    department TEXT NOT NULL,
    popularity INTEGER NOT NULL,
    document_rowid INTEGER NOT NULL,
    author_id TEXT NOT NULL,
    datasource TEXT NOT NULL,
    document_id TEXT NOT NULL REFERENCES documents(id),
    PRIMARY KEY (department, popularity DESC, document_rowid)
  ) WITHOUT ROWID;
  ${INDEX_DEPARTMENT_DOCUMENTS}
  `,
  // 5: act-as finds its person by e-mail without regard to case; the UNIQUE index on email uses
  // the binary collation, so that lookup scanned the whole people table on every request made
  // with a global token (100 people: nothing; 10,000 at --demo-scale 100: a scan per request).
  `CREATE INDEX people_email_nocase ON people (email COLLATE NOCASE);`,
  // 6: a document's own collections and pins (getdocuments answers them in its metadata, one
  // request per page at any company size): lookups by document, not a scan of every item or pin.
  `
  CREATE INDEX collection_items_by_document ON collection_items (document_id, collection_id)
    WHERE document_id IS NOT NULL;
  CREATE INDEX pins_by_document ON pins (document_id, create_time, id);
  `,
  // 7: the demo's meetings that start a number of minutes after the service starts (issue 44:
  // the card and the first reminder within minutes of `npm start`), at the same instant for
  // every caller and in `getevents`, whatever the caller's timezone. Such a row is kept out of
  // the day-relative calendar (day_offset far in the past) and found by attendee instead.
  `ALTER TABLE events ADD COLUMN starts_after_minutes INTEGER;`,
];

/**
 * Fills the tables derived from others for the feed (event_attendees, person_events,
 * department_documents); run after events, documents and people are written (the demo seed is
 * their only writer).
 */
export function deriveReadIndexes(db: Database): void {
  db.exec(
    [
      `DELETE FROM event_attendees; ${INDEX_EVENT_ATTENDEES}`,
      `DELETE FROM person_events; ${INDEX_PERSON_EVENTS}`,
      `DELETE FROM department_documents; ${INDEX_DEPARTMENT_DOCUMENTS}`,
    ].join('\n'),
  );
}

/** Brings the database to the newest version (one per migration); returns the version it found. */
export function migrate(db: Database): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as {
    version: number | null;
  };
  const found = row.version ?? 0;
  for (let version = found + 1; version <= MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version - 1] as string);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    })();
  }
  return found;
}
