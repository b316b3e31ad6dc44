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
