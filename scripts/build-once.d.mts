export declare const E2E_BUILDS: { dir: string; args: string[]; env: Record<string, string> }[];
export declare const BUILD_INPUTS: string[];
export declare function inputsHash(root: string, args: readonly string[]): string;
