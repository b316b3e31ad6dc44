import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const GRACE_MS: number;
export declare function spawnGroup(
  command: string,
  args: readonly string[],
  options?: SpawnOptions,
): ChildProcess;
export declare function groupAlive(leader: number): boolean;
export declare function descendants(pid: number): number[];
export declare function stopGroup(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs?: number,
): Promise<void>;
