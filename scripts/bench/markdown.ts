import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Pads the cells of every Markdown table so its columns line up in the plain text too (Biome
 * does not format Markdown). Separator cells keep their alignment colons.
 */
export function alignTables(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  for (let start = 0; start < lines.length; ) {
    if (!lines[start]?.startsWith('|')) {
      out.push(lines[start] as string);
      start++;
      continue;
    }
    let end = start;
    while (lines[end]?.startsWith('|')) end++;
    const rows = lines.slice(start, end).map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
    const isSeparator = (cell: string) => /^:?-+:?$/.test(cell);
    const widths =
      rows[0]?.map((_, column) =>
        Math.max(
          3,
          ...rows.map((row) => (isSeparator(row[column] ?? '') ? 3 : (row[column] ?? '').length)),
        ),
      ) ?? [];
    const separator = rows.find((row) => row.every((cell) => cell === '' || isSeparator(cell)));
    const rightAligned = widths.map((_, column) => separator?.[column]?.endsWith(':') ?? false);
    for (const row of rows) {
      const cells = widths.map((width, column) => {
        const cell = row[column] ?? '';
        if (!isSeparator(cell)) {
          return rightAligned[column] ? cell.padStart(width) : cell.padEnd(width);
        }
        const right = cell.endsWith(':');
        const left = cell.startsWith(':');
        return `${left ? ':' : ''}${'-'.repeat(width - (left ? 1 : 0) - (right ? 1 : 0))}${right ? ':' : ''}`;
      });
      out.push(`| ${cells.join(' | ')} |`);
    }
    start = end;
  }
  return out.join('\n');
}

/** A `## title` section of `markdown` up to the next `## `, trimmed; '' when there is none. */
export function sectionOf(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start + 1, end < 0 ? undefined : end).trimEnd();
}

/**
 * Writes `section` (starting `## title`) into BENCHMARKS.md in place of its earlier version, or
 * before `## before` when it had none, or at the end. The runs that write one section (the
 * fleet, the collect panel) leave the rest as the full bench wrote it; the full bench keeps
 * theirs (`sectionOf`).
 */
export function writeSection(path: string, title: string, section: string, before: string): void {
  const markdown = readFileSync(path, 'utf8');
  const old = sectionOf(markdown, title);
  const text = section.trimEnd();
  let next: string;
  if (old) next = markdown.replace(old, text);
  else if (markdown.includes(`\n## ${before}\n`)) {
    next = markdown.replace(`\n## ${before}\n`, `\n${text}\n\n## ${before}\n`);
  } else next = `${markdown.trimEnd()}\n\n${text}\n`;
  writeFileSync(path, alignTables(next));
}
