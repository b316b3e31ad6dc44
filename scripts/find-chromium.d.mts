export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const INSTALL_CHROMIUM_HINT: string;
export declare function findChromium(
  env?: Record<string, string | undefined>,
): { path: string; problem?: undefined } | { path?: undefined; problem: string };
