/** How many suggestions the panel offers; more would be noise next to the chips. */
const MAX_SUGGESTIONS = 5;
/** The contract caps a query at 200 characters; suggestions stay well below. */
const MAX_LENGTH = 80;

/** Site names and separators that page titles carry but nobody searches for. */
const TITLE_SEPARATORS = /\s+[|–—·•:-]\s+|\s+-\s+/;

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string): string {
  if (text.length <= MAX_LENGTH) return text;
  const cut = text.slice(0, MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 20 ? cut.slice(0, lastSpace) : cut).trim();
}

/**
 * A few queries worth pinning a page for, from its title and the text the person selected:
 * the selection first (it is what they chose), then the title, then the title's parts split at
 * separators such as " | " or " - " (so "Deploy guide | Acme Wiki" also offers "Deploy guide").
 * Lower-cased duplicates, empty and one-character strings are left out.
 */
export function suggestQueries(title: string, selection?: string): string[] {
  const candidates: string[] = [];
  const selected = clean(selection ?? '');
  if (selected) candidates.push(clip(selected));
  const whole = clean(title);
  if (whole) {
    candidates.push(clip(whole));
    for (const part of whole.split(TITLE_SEPARATORS)) candidates.push(clip(clean(part)));
    // A title with a parenthesised variant ("Deploy guide (Platform)") is also searched without it.
    const bare = clean(whole.replace(/\([^)]*\)/g, ''));
    if (bare) candidates.push(clip(bare));
  }
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (candidate.length < 2 || seen.has(key)) continue;
    seen.add(key);
    result.push(candidate);
    if (result.length === MAX_SUGGESTIONS) break;
  }
  return result;
}
