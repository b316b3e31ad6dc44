export declare function findFirefox(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): { path: string; problem?: undefined } | { path?: undefined; problem: string };
export declare const FIREFOX_NEEDED_FOR_TESTS: number;
export declare function firefoxVersion(
  path: string,
  run?: (file: string) => string,
): string | undefined;
export declare function firefoxTooOld(path: string, version?: string): string | undefined;
