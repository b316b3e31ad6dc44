// Lists a folder's files by their endings, for the plain-Node checks of `npm run check`
// (file lengths, fixed sleeps). No dependencies, like the checks.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` (recursively, node_modules left out) whose name ends in one of `endings`. */
export function sourceFiles(dir, endings) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path, endings);
    return entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)) ? [path] : [];
  });
}
