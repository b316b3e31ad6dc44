export declare function findFirefox(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): { path: string; problem?: undefined } | { path?: undefined; problem: string };
