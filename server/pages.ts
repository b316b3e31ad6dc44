import type { Database } from 'better-sqlite3';
import type { PersonRow } from './context';
import { statement } from './db/statements';
import { type DocumentRow, documentUrl, findDocument } from './views';

/** Escapes text for HTML: every page here is built from data, never from trusted markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1b1f29}
header{color:#5b6477;font-size:14px}a{color:#3b5bdb}li{margin:.3rem 0}</style></head>
<body>${body}</body></html>`;
}

/** The readable page of one document: the URL the service gives for it. */
export function documentPage(db: Database, id: string): string | undefined {
  const row = findDocument(db, id);
  if (!row) return undefined;
  const author = statement(db, 'SELECT name FROM people WHERE id = ?').get(row.author_id) as
    | { name: string }
    | undefined;
  return page(
    row.title,
    `<header>${escapeHtml(row.datasource)} · ${escapeHtml(row.doc_type)} · ${escapeHtml(row.container)}</header>
<h1>${escapeHtml(row.title)}</h1>
<p><em>By ${escapeHtml(author?.name ?? 'unknown')}, updated ${escapeHtml(row.update_time.slice(0, 10))}</em></p>
<p>${escapeHtml(row.body)}</p>
<p><a href="/">All documents</a></p>`,
  );
}

/** A home page listing the documents, so a browser has real pages to open and pin. */
export function indexPage(db: Database, origin: string): string {
  const rows = statement(
    db,
    'SELECT id, title, datasource FROM documents ORDER BY id LIMIT 60',
  ).all() as Pick<DocumentRow, 'id' | 'title' | 'datasource'>[];
  const items = rows
    .map(
      (row) =>
        `<li><a href="${escapeHtml(documentUrl(origin, row.id))}">${escapeHtml(row.title)}</a> <small>${escapeHtml(row.datasource)}</small></li>`,
    )
    .join('');
  return page(
    'Acme knowledge',
    `<h1>Acme knowledge</h1><p>The reference Workplace Knowledge Service. API at <code>/rest/api/v1/&lt;operation&gt;</code>.</p><ul>${items}</ul>`,
  );
}

/** A generated avatar: initials on a colour derived from the person's id. */
export function avatarSvg(db: Database, id: string): string | undefined {
  const person = statement(db, 'SELECT name FROM people WHERE id = ?').get(id) as
    | Pick<PersonRow, 'name'>
    | undefined;
  if (!person) return undefined;
  const initials = person.name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
  let hue = 0;
  for (const char of id) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="hsl(${hue} 55% 45%)"/><text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}
