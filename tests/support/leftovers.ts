import { readdirSync } from 'node:fs';
import { userInfo } from 'node:os';

/**
 * tsx's own folder in the temporary folder (`tsx-<uid>`): its compile cache, which it keeps
 * between runs on purpose and expires itself, and the pipes of running tsx processes. The one
 * entry a run may leave; everything else in a temporary folder after a run was left behind.
 */
const TSX_CACHE = `tsx-${process.geteuid?.() ?? userInfo().username}`;

/** What remains in `folder` (a run's own temporary folder) that nothing should have left. */
export function leftovers(folder: string): string[] {
  return readdirSync(folder).filter((name) => name !== TSX_CACHE);
}
