/** The options of `npm start`, by name (`data-dir`, `no-build`, ...). */
export interface StartValues {
  port: string;
  'data-dir': string;
  admin?: boolean;
  reset?: boolean;
  sso?: boolean;
  'no-build'?: boolean;
  help?: boolean;
}
export declare class StartUsageError extends Error {
  exitCode: number;
}
export declare function startHelp(): string;
export declare function readStartOptions(
  argv: string[],
  env?: Record<string, string | undefined>,
): { values: StartValues; args: string[]; notes: string[] };
