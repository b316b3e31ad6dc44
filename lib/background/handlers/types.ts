import type { DataOf, SenderKind } from '../../shared/messages/declare';
import type { Reply } from '../../shared/messages/messenger';
import type { MESSAGES, MessageName, TabMessageName } from '../../shared/messages/table';

/**
 * The handler of one message: its validated data and, for a message that acts on a tab (`tab`
 * in the table), the tab to act on, which the router has already settled from the sender, and
 * the kind of sender.
 * Failures are thrown (an ApiError with its sentence); the router answers them as data.
 */
type Handler<M extends MessageName> = (
  data: DataOf<(typeof MESSAGES)[M]>,
  tabId: M extends TabMessageName ? number : undefined,
  /** Who sent it (the router always says; a test may leave it out, which is an extension page). */
  from?: SenderKind,
) => Promise<Reply<M>>;

/** Handlers for a group of messages (one file of lib/background/handlers each). */
export type HandlerGroup<M extends MessageName> = { [K in M]: Handler<K> };

/** One handler for every message of the table. */
export type Handlers = HandlerGroup<MessageName>;
