import { validate } from '../../shared/contract/issues';
import { OPERATIONS } from '../../shared/contract/operations';
import { ApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { WriteMessage } from '../../shared/messages/messenger';
import { outboxEntries } from '../../shared/storage/outbox-entries';
import type { QueuedWrite } from '../context';
import type { Outbox } from '../outbox/outbox';
import type { HandlerGroup } from './types';

/**
 * Checks a write a page asked for against the contract's strict request schema before it is
 * queued: a malformed write is refused now, with the reason, rather than failing later.
 * @throws ApiError 'invalid-request' naming the offending field.
 */
function validateWrite(message: WriteMessage): QueuedWrite {
  const checked = validate(OPERATIONS[message.operation].request, message.request);
  if (!checked.success) {
    throw new ApiError({
      kind: 'invalid-request',
      operation: message.operation,
      message: t('errorChangeInvalid', checked.message),
    });
  }
  const { operation, label, id } = message;
  return { operation, request: checked.data, label, id };
}

/** The pages' writes: queue one, send waiting ones again, drop one not yet applied. */
export function writeHandlers(
  outbox: Outbox,
): HandlerGroup<
  'write' | 'retryWrite' | 'retryAllWrites' | 'discardWrite' | 'discardSetAsideWrite'
> {
  return {
    write: (data) => outbox.enqueue(validateWrite(data)),
    retryWrite: (data) => outbox.retry(data.id),
    async retryAllWrites() {
      // Paused writes wait for the person to reconnect: sending them now would only be refused.
      const waiting = (await outboxEntries.get()).filter(
        (entry) => entry.state === 'failed' || entry.state === 'pending',
      );
      const outcomes = [];
      for (const entry of waiting) outcomes.push(await outbox.retry(entry.id));
      return outcomes;
    },
    async discardWrite(data) {
      await outbox.discard(data.id);
      return null;
    },
    async discardSetAsideWrite(data) {
      await outbox.discardSetAside(data.id);
      return null;
    },
  };
}
