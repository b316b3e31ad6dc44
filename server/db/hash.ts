import { createHash } from 'node:crypto';

/** Tokens are stored hashed: a copy of the database does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
