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
