export declare function sourceFiles(dir: string, endings: readonly string[]): string[];
