import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

/** Bodies larger than this are refused with 413. */
const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE = 'Request body larger than 1 MiB';

/** How long the rest of a refused body may go on arriving, read and thrown away. */
const DISCARD_MS = 2_000;

/**
 * Reads a request body as text straight from Node's request (no web stream in between, which
 * cost more CPU than the small bodies of this API are worth), counting bytes as they arrive:
 * it is refused (an HttpError 413) as soon as the limit is passed, and the rest is never kept
 * (`discardRest`, for every caller: the API and the sign-in form), so a huge or endless body
 * costs at most the limit in memory. A declared Content-Length over the limit is refused before
 * reading anything.
 */
export function readBodyText(incoming: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(incoming.headers['content-length'] ?? 0);
  if (declared > limit) {
    discardRest(incoming);
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) {
        stop();
        chunks.length = 0;
        // The rest of the body is never buffered: read on and thrown away.
        discardRest(incoming);
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(
        chunks.length === 1
          ? (chunks[0] as Buffer).toString('utf8')
          : Buffer.concat(chunks).toString('utf8'),
      );
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}

function tooLarge() {
  return new HttpError(413, TOO_LARGE);
}

/**
 * After a refused body: the rest is read and thrown away, so the caller, who may still be
 * sending, reads the answer. Closing at once with its bytes unread makes the system reset the
 * connection, and the reset can erase the 413 before the caller reads it (RFC 9112, 9.6 "Tear-
 * down"; a unit test saw `write ECONNRESET` under load). A body that ends within `ms` leaves
 * the connection open for the caller's next request; one still arriving then gets the staged
 * close the RFC describes: the server's half closed, the rest read until the caller closes its
 * own, and the connection dropped `ms` later at the latest.
 */
export function discardRest(incoming: IncomingMessage, ms = DISCARD_MS): void {
  const { socket } = incoming;
  let dropping: ReturnType<typeof setTimeout> | undefined;
  const closing = setTimeout(() => {
    socket.end();
    dropping = setTimeout(() => socket.destroy(), ms);
  }, ms);
  const settle = () => clearTimeout(closing);
  incoming.once('end', settle);
  socket.once('close', () => {
    settle();
    clearTimeout(dropping);
  });
  incoming.resume();
}
