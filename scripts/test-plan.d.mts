export declare function testFiles(root: string, dir: string): string[];
export declare function planSuites<S extends { dir: string }>(
  suites: readonly S[],
  patterns: readonly string[],
  listFiles: (dir: string) => string[],
): (S & { files: string[] })[];
