import type { Database } from 'better-sqlite3';
import { hashToken } from '../db/hash';
import { deriveReadIndexes } from '../db/migrations';
import {
  DATASOURCES,
  DEPARTMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  LOCATIONS,
  SENTENCES,
  TEAMS,
} from './content';
import { ALL_SCOPES, DEMO_TOKENS, DEMO_USERS } from './identities';
import { createRandom, type Random } from './random';
import { scaleDemoData } from './scale';

const SEED = 20261122;
const DAY = 86_400_000;

interface SeedPerson {
  id: string;
  name: string;
  email: string;
  department: string;
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
}

function isoDaysAgo(now: number, days: number): string {
  return new Date(now - days * DAY).toISOString();
}

function seedPeople(db: Database, random: Random): SeedPerson[] {
  const insert = db.prepare(
    `INSERT INTO people (id, name, email, title, department, location, phone, start_date, employment_type, is_admin, usage)
     VALUES (@id, @name, @email, @title, @department, @location, @phone, @startDate, @type, @isAdmin, @usage)`,
  );
  const people: SeedPerson[] = [];
  const add = (
    name: string,
    department: string,
    extra: { id?: string; isAdmin?: number; usage?: string; title?: string },
  ) => {
    const id = extra.id ?? `p-${slug(name).replace(/\./g, '-')}`;
    const person = {
      id,
      name,
      email: `${slug(name)}@acme.example`,
      title: extra.title ?? random.pick(DEPARTMENTS[department] ?? ['Specialist']),
      department,
      location: random.pick(LOCATIONS),
      phone: `${random.int(1, 49)}${random.int(100000000, 999999999)}`,
      startDate: `20${random.int(15, 26)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      type: random.next() < 0.9 ? 'FULL_TIME' : 'CONTRACTOR',
      isAdmin: extra.isAdmin ?? 0,
      usage: extra.usage ?? 'ACTIVE',
    };
    insert.run(person);
    people.push({ id, name, email: person.email, department });
  };
  add(DEMO_USERS.employee.name, 'Engineering', {
    id: DEMO_USERS.employee.id,
    title: 'Senior Software Engineer',
  });
  add(DEMO_USERS.admin.name, 'IT', {
    id: DEMO_USERS.admin.id,
    isAdmin: 1,
    title: 'Systems Administrator',
  });
  const departments = Object.keys(DEPARTMENTS);
  FIRST_NAMES.forEach((first, index) => {
    const last = LAST_NAMES[index] as string;
    // The last eight never signed up or stopped using the service: the admin's invite list.
    const usage =
      index >= FIRST_NAMES.length - 8 ? (index % 2 ? 'NON_USER' : 'INACTIVE') : 'ACTIVE';
    add(`${first} ${last}`, departments[index % departments.length] as string, { usage });
  });
  return people;
}

function seedTokens(db: Database, now: number) {
  const insert = db.prepare(
    `INSERT INTO tokens (hash, label, person_id, is_global, is_oauth, scopes, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const all = ALL_SCOPES.join(' ');
  insert.run(hashToken(DEMO_TOKENS.user), 'demo employee', DEMO_USERS.employee.id, 0, 0, all, null);
  insert.run(
    hashToken(DEMO_TOKENS.admin),
    'demo administrator',
    DEMO_USERS.admin.id,
    0,
    0,
    all,
    null,
  );
  insert.run(hashToken(DEMO_TOKENS.global), 'demo global', null, 1, 0, all, null);
  insert.run(
    hashToken(DEMO_TOKENS.expired),
    'expired',
    DEMO_USERS.employee.id,
    0,
    0,
    all,
    Math.floor((now - DAY) / 1000),
  );
  insert.run(
    hashToken(DEMO_TOKENS.oauth),
    'identity provider',
    DEMO_USERS.employee.id,
    0,
    1,
    all,
    null,
  );
  const limited = ALL_SCOPES.filter((scope) => scope !== 'PINS' && scope !== 'COLLECTIONS').join(
    ' ',
  );
  insert.run(
    hashToken(DEMO_TOKENS.limited),
    'limited',
    DEMO_USERS.employee.id,
    0,
    0,
    limited,
    null,
  );
}

function seedDocuments(db: Database, random: Random, people: SeedPerson[], now: number): string[] {
  const insert = db.prepare(
    `INSERT INTO documents (id, title, datasource, doc_type, container, author_id, body, create_time, update_time, popularity)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ids: string[] = [];
  let counter = 100;
  for (const { datasource, docType, titles } of DATASOURCES) {
    // Three variants of each title (team pages, yearly editions) give 150 documents.
    for (const [variant, suffix] of ['', ' (Platform)', ' 2026'].entries()) {
      for (const title of titles) {
        const id = `DOC_${counter++}`;
        const author =
          variant === 0 && datasource === 'confluence' && title.startsWith('Deploy')
            ? (people[0] as SeedPerson)
            : random.pick(people);
        const created = random.int(20, 400);
        const body = random.sample(SENTENCES, 4).join(' ');
        insert.run(
          id,
          `${title}${suffix}`,
          datasource,
          docType,
          variant === 1 ? 'Platform' : random.pick(TEAMS),
          author.id,
          body,
          isoDaysAgo(now, created),
          isoDaysAgo(now, random.int(0, Math.min(created, 30))),
          random.int(1, 500),
        );
        ids.push(id);
      }
    }
  }
  return ids;
}

function seedCollections(
  db: Database,
  random: Random,
  people: SeedPerson[],
  docs: string[],
  now: number,
) {
  const insertCollection = db.prepare(
    `INSERT INTO collections (id, name, description, icon, admin_locked, owner_id, edit_scope, pin_category, create_time, update_time, updated_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    `INSERT INTO collection_items (collection_id, item_id, position, item_type, name, description, icon, url, document_id, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const titleOf = db.prepare('SELECT title FROM documents WHERE id = ?');
  const alex = DEMO_USERS.employee.id;
  const sam = DEMO_USERS.admin.id;
  const other = (people[5] as SeedPerson).id;
  const collections: [
    number,
    string,
    string,
    string,
    number,
    string,
    string,
    string | null,
    number,
  ][] = [
    [
      1,
      'Onboarding',
      'Everything for your first weeks at Acme',
      '🚀',
      1,
      sam,
      'OWNER',
      'COMPANY_RESOURCE',
      6,
    ],
    [2, 'My reading list', 'Things Alex wants to read this week', '📚', 0, alex, 'OWNER', null, 7],
    [
      3,
      'Platform team',
      'Runbooks and decisions of the Platform team',
      '🛠️',
      0,
      alex,
      'EVERYONE',
      'TEAM_RESOURCE',
      8,
    ],
    [4, 'Sales enablement', 'Decks, playbooks and pricing', '💼', 0, other, 'OWNER', null, 6],
    [
      5,
      'Security',
      'Policies and training everyone should know',
      '🔒',
      1,
      sam,
      'OWNER',
      'COMPANY_RESOURCE',
      5,
    ],
    [6, 'Incident reviews', 'What we learned from outages', '🧯', 0, alex, 'OWNER', null, 4],
  ];
  let itemCounter = 1;
  for (const [
    id,
    name,
    description,
    icon,
    locked,
    owner,
    scope,
    pinCategory,
    itemCount,
  ] of collections) {
    insertCollection.run(
      id,
      name,
      description,
      icon,
      locked,
      owner,
      scope,
      pinCategory,
      isoDaysAgo(now, 90),
      isoDaysAgo(now, 3),
      owner,
    );
    random.sample(docs, itemCount).forEach((documentId, position) => {
      const { title } = titleOf.get(documentId) as { title: string };
      insertItem.run(
        id,
        `item-${itemCounter++}`,
        position,
        'DOCUMENT',
        title,
        '',
        '',
        null,
        documentId,
        owner,
        isoDaysAgo(now, 30 - position),
      );
    });
  }
  insertItem.run(
    2,
    `item-${itemCounter++}`,
    99,
    'URL',
    'Benefits portal',
    'Enrolment closes in December',
    '🎁',
    'https://benefits.acme.example/',
    null,
    alex,
    isoDaysAgo(now, 2),
  );
  insertItem.run(
    2,
    `item-${itemCounter++}`,
    100,
    'TEXT',
    'Ask Priya about the deploy freeze',
    '',
    '📝',
    null,
    null,
    alex,
    isoDaysAgo(now, 1),
  );
}

function seedAnnouncements(db: Database, people: SeedPerson[], now: number) {
  const insert = db.prepare(
    `INSERT INTO announcements (id, draft_id, author_id, updated_by, is_published, fields, create_ts, update_ts)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const seconds = Math.floor(now / 1000);
  const engineering = [
    { fieldName: 'department', values: [{ value: 'Engineering', relationType: 'EQUALS' }] },
  ];
  const list: [number, number | null, string, boolean, Record<string, unknown>][] = [
    [
      101,
      201,
      DEMO_USERS.admin.id,
      true,
      {
        title: 'Berlin office closed on Friday',
        emoji: '🏢',
        body: { text: 'The Berlin office is closed this Friday for maintenance. Work from home.' },
        channel: 'MAIN',
        postType: 'TEXT',
      },
    ],
    [
      102,
      202,
      (people[10] as SeedPerson).id,
      true,
      {
        title: 'Open enrolment for benefits',
        emoji: '🎁',
        body: {
          text: 'Choose your benefits for next year before 15 December.',
          structuredList: [{ link: 'https://benefits.acme.example/', text: 'Benefits portal' }],
        },
        channel: 'MAIN',
        postType: 'LINK',
      },
    ],
    [
      103,
      203,
      DEMO_USERS.employee.id,
      true,
      {
        title: 'Deploy freeze during the holidays',
        emoji: '❄️',
        body: { text: 'No production deploys from 20 December to 5 January.' },
        audienceFilters: engineering,
        channel: 'MAIN',
        postType: 'TEXT',
      },
    ],
    [
      104,
      204,
      (people[3] as SeedPerson).id,
      true,
      {
        title: 'Quarter kickoff recording',
        emoji: '🎬',
        body: { text: 'The recording and slides are up.' },
        channel: 'SOCIAL_FEED',
        postType: 'TEXT',
        isPrioritized: true,
      },
    ],
    [
      105,
      205,
      DEMO_USERS.employee.id,
      false,
      {
        title: 'New on-call rotation',
        emoji: '📟',
        body: {
          text: 'Starting next month the Platform on-call rotation changes to weekly shifts.',
        },
        channel: 'MAIN',
        postType: 'TEXT',
        audienceFilters: engineering,
      },
    ],
    [
      106,
      206,
      DEMO_USERS.employee.id,
      false,
      {
        title: 'Lunch and learn: contract testing',
        emoji: '🍱',
        body: { text: 'Thursday at noon in Room Ada.' },
        channel: 'SOCIAL_FEED',
        postType: 'TEXT',
      },
    ],
    [
      107,
      207,
      (people[7] as SeedPerson).id,
      false,
      {
        title: 'Sales targets (draft)',
        emoji: '📈',
        body: { text: 'Not ready to share.' },
        channel: 'MAIN',
        postType: 'TEXT',
      },
    ],
  ];
  for (const [id, draftId, author, published, fields] of list) {
    const start = new Date(now - (published ? 2 : -1) * DAY).toISOString();
    const end = new Date(now + 14 * DAY).toISOString();
    insert.run(
      id,
      draftId,
      author,
      author,
      published ? 1 : 0,
      JSON.stringify({
        startTime: start,
        endTime: end,
        hideAttribution: false,
        isPrioritized: false,
        ...fields,
      }),
      seconds - 5 * 86400,
      seconds - 86400,
    );
  }
}

function seedBoards(db: Database, people: SeedPerson[], now: number) {
  const insert = db.prepare(
    `INSERT INTO answer_boards (id, name, description, item_count, creator_id, audience, roles, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const boards: [number, string, string, number, string, string | null][] = [
    [
      1,
      'IT help',
      'Answers from the IT team: laptops, VPN, accounts',
      42,
      DEMO_USERS.admin.id,
      null,
    ],
    [
      2,
      'Engineering FAQ',
      'How we build, deploy and operate',
      67,
      DEMO_USERS.employee.id,
      'Engineering',
    ],
    [3, 'People & benefits', 'Leave, benefits, payroll', 35, (people[12] as SeedPerson).id, null],
    [
      4,
      'Sales questions',
      'Pricing, discounts and contracts',
      28,
      (people[2] as SeedPerson).id,
      'Sales',
    ],
    [5, 'Travel', 'Booking, expenses and visas', 19, (people[13] as SeedPerson).id, null],
  ];
  for (const [id, name, description, count, creator, department] of boards) {
    const audience = department
      ? [{ fieldName: 'department', values: [{ value: department, relationType: 'EQUALS' }] }]
      : [];
    const roles = [
      { personId: creator, role: 'OWNER' },
      {
        group: {
          type: 'DEPARTMENT',
          id: (department ?? 'all').toLowerCase(),
          name: department ?? 'Everyone',
        },
        role: 'EDITOR',
      },
    ];
    insert.run(
      id,
      name,
      description,
      count,
      creator,
      JSON.stringify(audience),
      JSON.stringify(roles),
      isoDaysAgo(now, 200),
      isoDaysAgo(now, 4),
    );
  }
}

function seedPins(db: Database, people: SeedPerson[], docs: string[], now: number) {
  const insert = db.prepare(
    `INSERT INTO pins (id, document_id, queries, audience, attribution_id, updated_by, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pins: [string, number, string[], string][] = [
    ['pin-1', 0, ['deploy', 'deploy checklist'], DEMO_USERS.employee.id],
    ['pin-2', 1, ['on-call', 'pager'], (people[4] as SeedPerson).id],
    ['pin-3', 11, ['travel policy'], DEMO_USERS.admin.id],
    ['pin-4', 12, ['expenses', 'reimbursement'], DEMO_USERS.admin.id],
  ];
  for (const [id, docIndex, queries, owner] of pins) {
    insert.run(
      id,
      docs[docIndex],
      JSON.stringify(queries),
      '[]',
      owner,
      owner,
      isoDaysAgo(now, 20),
      isoDaysAgo(now, 5),
    );
  }
  db.prepare('INSERT INTO counters (name, value) VALUES (?, ?)').run('pin', pins.length);
}

function seedEvents(db: Database, random: Random, people: SeedPerson[], docs: string[]) {
  const insert = db.prepare(
    `INSERT INTO events (id, title, day_offset, start_minute, duration_minutes, location, description, conference_uri, organizer_id, attendees, related_documents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const titles = [
    'Platform standup',
    'Design review: search ranking',
    '1:1 with Priya',
    'Quarter planning',
    'Incident review',
    'Lunch and learn',
    'Customer call: Globex',
    'Hiring sync',
  ];
  const statuses = ['ACCEPTED', 'ACCEPTED', 'TENTATIVE', 'DECLINED', 'NO_RESPONSE'];
  let index = 1;
  for (let day = 0; day < 5; day++) {
    for (const minute of [9 * 60 + 30, 13 * 60, 16 * 60 + 30]) {
      const title = titles[(index - 1) % titles.length] as string;
      const attendees = [
        DEMO_USERS.employee.id,
        ...random.sample(people.slice(2, 30), random.int(2, 6)).map((p) => p.id),
      ];
      insert.run(
        `EV_${index}`,
        title,
        day,
        minute,
        random.pick([30, 45, 60]),
        random.pick(['Room Ada', 'Room Turing', 'Room Hopper', 'Online']),
        `<p>${title}. Agenda in the linked document.</p>`,
        index % 3 === 0 ? null : `https://zoom.acme.example/j/${1000 + index}`,
        attendees[1] as string,
        JSON.stringify(
          attendees.map((id, i) => ({ id, status: i === 0 ? 'ACCEPTED' : random.pick(statuses) })),
        ),
        JSON.stringify(random.sample(docs, 2)),
      );
      index++;
    }
  }
  seedStartedMeetings(db, people, docs, index);
}

/**
 * The demo person's meetings timed from the service's start (server/operations/started-meetings.ts):
 * one accepted in 10 minutes (the card at once, its reminder 5 minutes later), one tentative and
 * one declined, which neither the card nor a reminder shows. Chosen without the seed's random
 * stream, so every other row is as before.
 */
function seedStartedMeetings(db: Database, people: SeedPerson[], docs: string[], first: number) {
  const insert = db.prepare(
    `INSERT INTO events (id, title, day_offset, start_minute, duration_minutes, location, description, conference_uri, organizer_id, attendees, related_documents, starts_after_minutes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const meetings: [string, number, string][] = [
    ['Roadmap check-in', 10, 'ACCEPTED'],
    ['Vendor demo: Initech', 25, 'TENTATIVE'],
    ['Budget sync', 40, 'DECLINED'],
  ];
  for (const [offset, [title, after, answer]] of meetings.entries()) {
    const others = people.slice(5 + offset * 2, 8 + offset * 2).map((person) => person.id);
    const organizer = others[0] as string;
    insert.run(
      `EV_${first + offset}`,
      title,
      // Out of the day-relative calendar: found by attendee, timed from the service's start.
      -1000,
      0,
      30,
      'Online',
      `<p>${title}. Agenda in the linked document.</p>`,
      `https://zoom.acme.example/j/${2000 + offset}`,
      organizer,
      JSON.stringify([
        { id: DEMO_USERS.employee.id, status: answer },
        ...others.map((id, i) => ({ id, status: i === 2 ? 'TENTATIVE' : 'ACCEPTED' })),
      ]),
      JSON.stringify(docs.slice(3 + offset, 6 + offset)),
      after,
    );
  }
}

/**
 * Fills an empty database with the demo company, `scale` times over (see scaleDemoData).
 * Deterministic: the same seed gives the same people, documents and collections on every
 * machine; only dates are relative to `now`.
 */
export function seedDemoData(db: Database, now: number, scale = 1): void {
  const random = createRandom(SEED);
  db.transaction(() => {
    const people = seedPeople(db, random);
    seedTokens(db, now);
    const docs = seedDocuments(db, random, people, now);
    seedCollections(db, random, people, docs, now);
    seedAnnouncements(db, people, now);
    seedBoards(db, people, now);
    seedPins(db, people, docs, now);
    seedEvents(db, random, people, docs);
    scaleDemoData(db, scale);
    deriveReadIndexes(db);
    db.prepare("INSERT INTO counters (name, value) VALUES ('demo_scale', ?)").run(scale);
  })();
}
