export declare function installPlan(state: {
  hasLockfile: boolean;
  hasTools: boolean;
  installedHash: string;
  wantedHash: string;
}): { args: string[]; message: string } | null;
