/** One suite of `npm test`: its folder, the package.json script and arguments that run it. */
export interface Suite {
  name: string;
  id: string;
  script: string;
  dir: string;
  args?: string[];
  keep?: (file: string) => boolean;
}
/** The suites of `npm test`, in the order their reports are printed. */
export declare const SUITES: Suite[];
/** A suite as planned: with the files it runs. */
export type PlannedSuite = Suite & { files: string[] };
/** Runs the planned suites, each as soon as what it must not overlap is done. */
export declare function runSuites(options: {
  suites: PlannedSuite[];
  patterns: string[];
  reports: string;
  run: (
    command: string,
    args: string[],
    options: { env?: Record<string, string>; quiet?: boolean; title?: string },
  ) => Promise<number>;
}): Promise<{
  timings: { name: string; wallMs: number; files: unknown[] }[];
  total: { passed: number; failed: number; skipped: number };
  exitCode: number;
  notRun: { file: string; reason: string; count: number }[];
}>;
