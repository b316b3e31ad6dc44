import { HttpError } from './http-error';

/** Bodies larger than this are refused with 413. */
const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE = 'Request body larger than 1 MiB';

/**
 * Reads a request body as text, counting bytes as they arrive: the 413 comes as soon as the
 * limit is passed, and the rest is never read (the server discards and closes it), so a
 * huge or endless body costs at most the limit in memory. A declared Content-Length over the
 * limit is refused before reading anything.
 */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > limit) throw new HttpError(413, TOO_LARGE, { Connection: 'close' });
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: cancelling must not hold the answer back.
      reader.cancel().catch(() => undefined);
      throw new HttpError(413, TOO_LARGE, { Connection: 'close' });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
