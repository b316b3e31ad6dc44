import type { Database } from 'better-sqlite3';
import { createRandom } from './random';

/** The largest `--demo-scale` accepted: 1,000 times the demo company is about 5 GB of nothing. */
export const MAX_DEMO_SCALE = 200;

type Row = Record<string, unknown>;

/** A copy's id: the original's with the copy number, so every copy is traceable to its source. */
const copyId = (id: unknown, copy: number) => `${String(id)}-${copy}`;

function copyAll(
  db: Database,
  table: string,
  scale: number,
  change: (row: Row, copy: number) => Row,
): void {
  const rows = db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Row[];
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  for (let copy = 1; copy < scale; copy++) {
    for (const row of rows) insert.run({ ...row, ...change(row, copy) });
  }
}

function remapJson<T>(text: unknown, map: (item: T) => T): string {
  return JSON.stringify((JSON.parse(String(text)) as T[]).map(map));
}

/**
 * Multiplies the seeded demo company by `scale`: each copy has its own people, documents
 * (authored by the copy's people), collections and items, pins and events (attended by the
 * copy's people), so a person's own calendar and documents stay the size they were while the
 * company around them grows. Deterministic: popularity is drawn from a fixed seed. Run inside
 * the seed's transaction, with one prepared insert per table.
 */
export function scaleDemoData(db: Database, scale: number): void {
  if (scale <= 1) return;
  const random = createRandom(scale);
  const stride = (db.prepare('SELECT MAX(id) AS id FROM collections').get() as { id: number }).id;
  copyAll(db, 'people', scale, (row, copy) => ({
    id: copyId(row.id, copy),
    email: String(row.email).replace('@', `.${copy}@`),
    is_admin: 0,
  }));
  copyAll(db, 'documents', scale, (row, copy) => ({
    id: copyId(row.id, copy),
    author_id: copyId(row.author_id, copy),
    popularity: random.int(1, 500),
  }));
  copyAll(db, 'collections', scale, (row, copy) => ({
    id: Number(row.id) + copy * stride,
    name: `${String(row.name)} ${copy + 1}`,
    owner_id: copyId(row.owner_id, copy),
    updated_by: copyId(row.updated_by, copy),
  }));
  copyAll(db, 'collection_items', scale, (row, copy) => ({
    collection_id: Number(row.collection_id) + copy * stride,
    item_id: copyId(row.item_id, copy),
    document_id: row.document_id === null ? null : copyId(row.document_id, copy),
    created_by: copyId(row.created_by, copy),
  }));
  copyAll(db, 'pins', scale, (row, copy) => ({
    id: copyId(row.id, copy),
    document_id: copyId(row.document_id, copy),
    attribution_id: copyId(row.attribution_id, copy),
    updated_by: copyId(row.updated_by, copy),
  }));
  copyAll(db, 'events', scale, (row, copy) => ({
    id: copyId(row.id, copy),
    organizer_id: copyId(row.organizer_id, copy),
    attendees: remapJson<{ id: string; status: string }>(row.attendees, (attendee) => ({
      ...attendee,
      id: copyId(attendee.id, copy),
    })),
    related_documents: remapJson<string>(row.related_documents, (id) => copyId(id, copy)),
  }));
}
