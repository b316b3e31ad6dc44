/**
 * The address as an absolute http(s) URL (normalised by the URL parser), or undefined. Service
 * data and typed input are not trusted to be well-behaved: a `javascript:` or `data:` URL must
 * never become a link, an image source or a saved address.
 */
export function safeHttpUrl(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
