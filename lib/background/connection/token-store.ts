/**
 * Where the token lives: the extension origin's IndexedDB, opened only by the background.
 *
 * Why there: `storage.local` and `storage.sync` are readable by content scripts (and sync
 * would copy the secret to other devices); `storage.session` is cleared when the browser
 * closes, so people would reconnect every morning. IndexedDB belongs to the
 * `chrome-extension://<id>` origin: web pages and content scripts run in the page's origin and
 * cannot open it. The worker keeps a copy in memory while it runs.
 */

const DATABASE = 'workplace-knowledge-secrets';
const STORE = 'secrets';
const TOKEN_KEY = 'token';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

let memory: string | null | undefined;

/** The stored token, or null when none is stored. */
export async function readToken(): Promise<string | null> {
  if (memory !== undefined) return memory;
  const value = await run<unknown>('readonly', (store) => store.get(TOKEN_KEY));
  memory = typeof value === 'string' && value !== '' ? value : null;
  return memory;
}

/** Stores the token (replacing any other). */
export async function writeToken(token: string): Promise<void> {
  await run('readwrite', (store) => store.put(token, TOKEN_KEY));
  memory = token;
}

/** Forgets the token. */
export async function clearToken(): Promise<void> {
  await run('readwrite', (store) => store.delete(TOKEN_KEY));
  memory = null;
}

/** Drops the in-memory copy, as a stopped worker would (tests). */
export function forgetTokenMemory(): void {
  memory = undefined;
}
