import type { Database } from 'better-sqlite3';
import type { Document, Person } from '../lib/shared/contract';
import type { Caller, PersonRow } from './context';
import { statement } from './db/statements';

/**
 * Builds the contract's shapes from rows. Everything the service answers goes through here,
 * so a person or a document looks the same in every operation.
 */

/** A person reference, with the details the specification names when `withDetails`. */
export function personView(row: PersonRow, origin: string, withDetails = false): Person {
  const reference: Person = { name: row.name, obfuscatedId: row.id };
  if (!withDetails) return reference;
  return {
    ...reference,
    metadata: {
      title: row.title,
      department: row.department,
      email: row.email,
      location: row.location,
      phone: row.phone,
      photoUrl: `${origin}/avatars/${row.id}.svg`,
      startDate: row.start_date,
      type: row.employment_type,
      firstName: row.name.split(' ')[0],
      lastName: row.name.split(' ').slice(1).join(' '),
    },
  };
}

/** Most person references kept per database: every person, both ways, up to demo scale 100. */
const MAX_CACHED_PEOPLE = 10_000;

const peopleCaches = new WeakMap<Database, Map<string, Person>>();

/**
 * Looks a person up by id and returns the reference (details optional). Each reference is built
 * once and then shared, frozen: a feed names the same people dozens of times (every attendee,
 * author, creator), and people are written only by the demo seed before the service listens;
 * no operation changes a person.
 */
export function personById(db: Database, id: string, origin: string, withDetails = false): Person {
  let cache = peopleCaches.get(db);
  if (!cache) {
    cache = new Map();
    peopleCaches.set(db, cache);
  }
  const key = `${withDetails ? 'details' : 'name'} ${origin} ${id}`;
  let person = cache.get(key);
  if (!person) {
    const row = statement(db, 'SELECT * FROM people WHERE id = ?').get(id) as PersonRow | undefined;
    person = row
      ? personView(row, origin, withDetails)
      : { name: 'Former employee', obfuscatedId: id };
    Object.freeze(person.metadata);
    if (cache.size >= MAX_CACHED_PEOPLE) cache.delete(cache.keys().next().value as string);
    cache.set(key, Object.freeze(person));
  }
  return person;
}

/** A row of the documents table. */
export interface DocumentRow {
  id: string;
  title: string;
  datasource: string;
  doc_type: string;
  container: string;
  author_id: string;
  body: string;
  create_time: string;
  update_time: string;
  popularity: number;
}

/** The permalink of a document: the service's own readable page. */
export function documentUrl(origin: string, id: string): string {
  return `${origin}/docs/${encodeURIComponent(id)}`;
}

/** A document as the contract describes it. */
export function documentView(db: Database, row: DocumentRow, origin: string): Document {
  const author = personById(db, row.author_id, origin);
  return {
    id: row.id,
    datasource: row.datasource,
    connectorType: 'API_CRAWL',
    docType: row.doc_type,
    title: row.title,
    url: documentUrl(origin, row.id),
    content: { fullTextList: [row.body] },
    containerDocument: { title: row.container },
    metadata: {
      container: row.container,
      createTime: row.create_time,
      updateTime: row.update_time,
      datasource: row.datasource,
      // A whole Person reference, as everywhere else: clients read obfuscatedId from it.
      author,
      documentId: row.id,
      mimeType: 'text/html',
      objectType: row.doc_type,
      status: ['current'],
      customData: {},
    },
  };
}

/** Reads one document by id, or undefined. */
export function findDocument(db: Database, id: string): DocumentRow | undefined {
  return statement(db, 'SELECT * FROM documents WHERE id = ?').get(id) as DocumentRow | undefined;
}

/** The viewer's write rights, in the contract's Permissions shape. */
export function permissionsView(canWrite: boolean, scopeType: 'OWN' | 'GLOBAL' = 'OWN') {
  return { write: { scopeType, create: canWrite, update: canWrite, delete: canWrite } };
}

/** Whether the caller may edit something owned by `ownerId`. */
export function ownsOrAdmin(caller: Caller, ownerId: string): boolean {
  return caller.isAdmin || caller.person.id === ownerId;
}

/** Parses a JSON column written by this service. */
export function fromJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
