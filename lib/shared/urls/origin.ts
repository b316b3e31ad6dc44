/**
 * The host-permission pattern for one service origin (`https://kb.example.com/*`): the only
 * host access the extension ever asks for. It carries no port: Firefox grants a pattern with
 * a port but then matches no request with it, while a pattern without one matches every port
 * in both browsers. Kept apart from the connection service so the settings page can use it
 * without loading the API client.
 */
export function originPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
