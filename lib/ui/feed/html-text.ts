/**
 * The readable text of a piece of service HTML (an event description), with line breaks kept
 * for block elements. The markup is parsed into an inert document (scripts never run, images
 * never load) and only its text is kept, so nothing of it can ever be inserted as HTML.
 */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  // Block boundaries become new lines before the tags disappear.
  const marked = html.replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, (tag) => `${tag}\n`);
  const parsed = new DOMParser().parseFromString(marked, 'text/html');
  // Their text is code or styling, not words for a person.
  for (const element of parsed.querySelectorAll('script, style, template, noscript')) {
    element.remove();
  }
  const text = parsed.body?.textContent ?? '';
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
