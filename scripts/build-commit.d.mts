/** Builds an earlier commit's Chromium build (scripts/build-commit.mjs); answers its folder. */
export declare function buildCommit(
  commit: string,
  work: string,
  options?: {
    mode?: string;
    stdio?: 'inherit' | 'pipe' | 'ignore';
    env?: Record<string, string | undefined>;
  },
): string;
