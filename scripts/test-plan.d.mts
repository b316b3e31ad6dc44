export declare function testFiles(root: string, dir: string): string[];
/** The browser test files that write machine-wide policy files, run alone. */
export declare const MACHINE_WIDE: string[];
export declare function planSuites<S extends { dir: string; keep?: (file: string) => boolean }>(
  suites: readonly S[],
  patterns: readonly string[],
  listFiles: (dir: string) => string[],
): (S & { files: string[] })[];
/** The start/stop proof, run beside the browser tests rather than with the other proofs. */
export declare const START_STOP: string;
