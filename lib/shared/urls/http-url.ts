/**
 * True for an absolute http(s) URL. Service data and typed input are not trusted to be
 * well-behaved: a `javascript:` or `data:` URL is never accepted as a link. (The same rule as
 * `safeHttpUrl` of the UI components, which `lib/` may not import.)
 */
export function isHttpUrl(value: string | undefined | null): boolean {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
