/** The priority of the scripts named after `--beside` (0 is normal, 19 the lowest). */
export declare const BESIDE_PRIORITY: number;
/** The command line's script names: those at normal priority, and those after `--beside`. */
export declare function splitArgs(args: string[]): { first: string[]; beside: string[] };
/** Runs the scripts at once (`beside` at BESIDE_PRIORITY); answers their exit codes. */
export declare function runTogether(options: {
  first: string[];
  beside: string[];
  scripts: Record<string, string>;
  report: (name: string, output: string) => void;
}): Promise<number[]>;
