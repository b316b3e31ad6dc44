// Run by tests/proofs/wal-checkpoint-soak.test.ts as a process of its own (tsx): starts the
// service on a database file, closes it, removes the file, and says so. Nothing else keeps this process alive,
// as in `npm start` or the bench once the browser has gone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/start';

const dir = mkdtempSync(join(tmpdir(), 'wk-close-'));
const server = await startServer({ port: 0, dbPath: join(dir, 'knowledge.db'), rateLimit: false });
await server.close();
rmSync(dir, { recursive: true, force: true });
console.log('closed');
