export declare const SLOWEST: number;
export interface FileTiming {
  file: string;
  setup: number;
  tests: number;
  wall: number;
}
export declare function readTimings(file: string): FileTiming[];
export declare function timingReport(
  suites: readonly { name: string; wallMs: number; files: readonly FileTiming[] }[],
  totalMs: number,
): string;
/** Tests skipped for a reason their describe states, per file. */
export interface NotRun {
  file: string;
  reason: string;
  count: number;
}
export declare function notRun(report: unknown, root: string): NotRun[];
export declare function notRunLines(skipped: readonly NotRun[]): string[];
