/**
 * Where the token lives: the extension origin's IndexedDB, opened only by the background.
 *
 * Why there: `storage.local` and `storage.sync` are readable by content scripts (and sync
 * would copy the secret to other devices); `storage.session` is cleared when the browser
 * closes, so people would reconnect every morning. IndexedDB belongs to the
 * `chrome-extension://<id>` origin: web pages and content scripts run in the page's origin and
 * cannot open it. The worker keeps a copy in memory while it runs.
 *
 * A sign-in with the company's provider (lib/background/auth/) keeps its token set (access and
 * refresh token, expiry, issuer, subject) here too, under its own key; its access token is also
 * stored as `token`, so everything that sends requests reads one place.
 */

const DATABASE = 'workplace-knowledge-secrets';
const STORE = 'secrets';
const TOKEN_KEY = 'token';
const TOKEN_SET_KEY = 'tokenSet';
/** The service origin the token was saved for: the only origin it is ever sent to. */
const ORIGIN_KEY = 'tokenOrigin';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The value stored under `key` (undefined when none). */
async function read(key: string): Promise<unknown> {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Runs `action`'s writes in one transaction, settled when the transaction commits or fails. */
async function write(action: (store: IDBObjectStore) => void): Promise<void> {
  const db = await open();
  try {
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(STORE, 'readwrite');
      // Settled by the transaction, not by its last request: both writes are on disk, or neither.
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
      action(transaction.objectStore(STORE));
    });
  } finally {
    db.close();
  }
}

let memory: string | null | undefined;
let memorySet: unknown;
let memoryOrigin: string | null | undefined;

/** The stored token, or null when none is stored. */
export async function readToken(): Promise<string | null> {
  if (memory !== undefined) return memory;
  const value = await read(TOKEN_KEY);
  memory = typeof value === 'string' && value !== '' ? value : null;
  return memory;
}

/**
 * The service origin the stored token was saved for, or null for a token saved before the
 * origin was kept (see `bindTokenOrigin`) or when none is stored.
 */
export async function readTokenOrigin(): Promise<string | null> {
  if (memoryOrigin !== undefined) return memoryOrigin;
  const value = await read(ORIGIN_KEY);
  memoryOrigin = typeof value === 'string' && value !== '' ? value : null;
  return memoryOrigin;
}

/**
 * Records the origin a token saved before origins were kept belongs to, once, on its first use:
 * from then on the stored settings' address (in `storage.local`, which a content script may
 * write where the browser cannot restrict it) no longer decides where the token goes.
 */
export async function bindTokenOrigin(origin: string): Promise<void> {
  await write((store) => store.put(origin, ORIGIN_KEY));
  memoryOrigin = origin;
}

/**
 * Stores a pasted token for the service `origin` (replacing any other token, and any provider
 * sign-in's token set).
 */
export async function writeToken(token: string, origin: string): Promise<void> {
  // One transaction for all: IndexedDB commits them together or not at all.
  await write((store) => {
    store.delete(TOKEN_SET_KEY);
    store.put(token, TOKEN_KEY);
    store.put(origin, ORIGIN_KEY);
  });
  memory = token;
  memorySet = null;
  memoryOrigin = origin;
}

/** Forgets the token, and the provider's token set with it. */
export async function clearToken(): Promise<void> {
  await write((store) => {
    store.delete(TOKEN_SET_KEY);
    store.delete(TOKEN_KEY);
    store.delete(ORIGIN_KEY);
  });
  memory = null;
  memorySet = null;
  memoryOrigin = null;
}

/** The stored token set of a provider sign-in as stored (validated by its reader), or null. */
export async function readTokenSetValue(): Promise<unknown> {
  if (memorySet !== undefined) return memorySet;
  memorySet = (await read(TOKEN_SET_KEY)) ?? null;
  return memorySet;
}

/**
 * Stores a provider sign-in's token set and its access token as the token, in one transaction,
 * for the service `origin` (a renewal passes none: the origin stays what the sign-in saved).
 * With `replaces`, only while the stored token set still passes it, checked in that same
 * transaction (a renewal must not bring back a sign-in that ended while it was on its way).
 * Answers whether it stored.
 */
export async function writeTokenSetValue(
  value: object,
  accessToken: string,
  origin: string | undefined,
  replaces?: (stored: unknown) => boolean,
): Promise<boolean> {
  let stored = false;
  const put = (store: IDBObjectStore) => {
    store.put(value, TOKEN_SET_KEY);
    store.put(accessToken, TOKEN_KEY);
    if (origin) store.put(origin, ORIGIN_KEY);
    stored = true;
  };
  await write((store) => {
    if (!replaces) return put(store);
    const current = store.get(TOKEN_SET_KEY);
    current.onsuccess = () => {
      if (replaces(current.result)) put(store);
    };
  });
  if (stored) {
    memorySet = value;
    memory = accessToken;
    if (origin) memoryOrigin = origin;
  }
  return stored;
}

/** Drops the in-memory copy, as a stopped worker would (tests). */
export function forgetTokenMemory(): void {
  memory = undefined;
  memorySet = undefined;
  memoryOrigin = undefined;
}
