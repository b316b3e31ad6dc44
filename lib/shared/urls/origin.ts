/**
 * The host-permission pattern for exactly one origin (`https://kb.example.com/*`): the only
 * host access the extension ever asks for. Kept apart from the connection service so the
 * settings page can use it without loading the API client.
 */
export function originPattern(origin: string): string {
  return `${origin}/*`;
}
