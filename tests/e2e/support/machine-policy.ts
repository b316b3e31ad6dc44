import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The e2e Chromium build's fixed id (its manifest key) and the Firefox add-on's gecko id. */
export const CHROMIUM_EXTENSION_ID = 'meompmifbppdkljikflbpopfciciifnj';
export const GECKO_ID = 'workplace-knowledge@example.com';

/** Debian's Chromium reads every *.json here (each file one set of machine policies). */
const CHROMIUM_POLICY_DIR = '/etc/chromium/policies/managed';
/**
 * Firefox ESR 140 on Linux reads this file, and also `distribution/policies.json` in its
 * install folder (/usr/lib/firefox-esr/distribution/, checked by hand on 2026-11-26: both
 * preset `storage.managed`). This one is outside the package, so an update never replaces it.
 */
export const FIREFOX_POLICY_FILE = '/etc/firefox/policies/policies.json';

/** Why the policy tests cannot run here, or undefined when they can. */
export function machinePolicySkipReason(): string | undefined {
  if (process.getuid?.() !== 0) {
    return 'writing machine policy (/etc/chromium, /etc/firefox) needs root; CI runs as root';
  }
  if (existsSync(FIREFOX_POLICY_FILE)) {
    return `${FIREFOX_POLICY_FILE} exists already: this machine's own policy is never replaced`;
  }
  return undefined;
}

/** The name of a policy file of this project's tests, with the test process's id. */
const OWN_FILE = /^workplace-knowledge-e2e-(\d+)\.json$/;

/** Whether a process with this id runs on the machine. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the policy files in `dir` that a test run of ours left when it was killed before its
 * `finally` (its process is gone). Chromium merges every file of the folder, and where two set
 * ExtensionSettings it keeps one: a file left at 09:43 force-installed another run's build from a
 * dead server, and two later runs' self-hosted update tests waited 60 s for an install that never
 * came. Files of a run still going, and every other file, stay. Answers the names removed.
 */
export function removeStalePolicyFiles(dir: string, alive = running): string[] {
  if (!existsSync(dir)) return [];
  const stale = readdirSync(dir).filter((name) => {
    const pid = OWN_FILE.exec(name)?.[1];
    return pid !== undefined && Number(pid) !== process.pid && !alive(Number(pid));
  });
  for (const name of stale) rmSync(join(dir, name), { force: true });
  return stale;
}

/**
 * Writes a machine policy file, runs `use`, and removes the file and the folders it made,
 * also when `use` fails. A policy applies to every browser of the machine: keep `use` to
 * launching, checking and closing, and name only the extension's own id in the file.
 */
export async function withPolicyFile<T>(
  path: string,
  content: unknown,
  use: () => Promise<T>,
): Promise<T> {
  for (const name of removeStalePolicyFiles(CHROMIUM_POLICY_DIR))
    console.warn(`Removed ${name}: a policy file a killed test run left in ${CHROMIUM_POLICY_DIR}`);
  const made: string[] = [];
  for (let dir = dirname(path); !existsSync(dir); dir = dirname(dir)) made.unshift(dir);
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(content, null, 2), { flag: 'wx' });
    return await use();
  } finally {
    rmSync(path, { force: true });
    // Only the folders this call made, deepest first, and only while empty.
    for (const dir of made.reverse()) {
      try {
        rmdirSync(dir);
      } catch {
        break;
      }
    }
  }
}

/** A Chromium policy file of its own for this run (others' files in the folder stay). */
export function chromiumPolicyFile(): string {
  return `${CHROMIUM_POLICY_DIR}/workplace-knowledge-e2e-${process.pid}.json`;
}

/** Chromium's form: `3rdparty.extensions.<id>` holds the extension's managed storage. */
export const chromiumPolicy = (values: Record<string, unknown>) => ({
  '3rdparty': { extensions: { [CHROMIUM_EXTENSION_ID]: values } },
});

/** Firefox's form: `policies.3rdparty.Extensions.<gecko id>`. */
export const firefoxPolicy = (values: Record<string, unknown>) => ({
  policies: { '3rdparty': { Extensions: { [GECKO_ID]: values } } },
});

/** What the options page shows for each policy key: its value and whether it is locked. */
export interface FieldState {
  value: string;
  locked: boolean;
  /** "Set by your organisation" beside the label. */
  marked: boolean;
}

/** Runs in the options page: the state of the field of each key (its id is the key's name). */
export function readFields(keys: string[]): Record<string, FieldState | null> {
  const fields: Record<string, FieldState | null> = {};
  for (const key of keys) {
    const field = document.getElementById(key) as HTMLInputElement | HTMLSelectElement | null;
    fields[key] = field && {
      value: field.value,
      locked: (field as HTMLInputElement).readOnly === true || field.disabled,
      marked: !!document.querySelector(`label[for="${key}"] .wk-managed`),
    };
  }
  return fields;
}
