import { useOutbox } from '../../lib/ui/hooks/use-outbox';
import { OutboxList } from './outbox-list';

/**
 * The popup's list of writes that wait or failed, with its own reads and actions. Loaded by
 * the popup only once the outbox holds something (most openings it is empty), so neither
 * the list nor the outbox's storage schemas are part of an ordinary opening.
 */
export function OutboxScreen() {
  return <OutboxList outbox={useOutbox()} />;
}
