import type { InputOf, ReplyOf } from './declare';
import type { MESSAGES, MessageName } from './table';

/**
 * The typed messenger every extension context uses, derived from the message table. Every
 * message carries one `data` object and answers a `Result`. This file imports the table for
 * its types only, so what a page or the panel loads stays small.
 */

export type { ReadEntry, ReadKey, ReadKind, ReadValues } from './reads';
export type { ConnectionInput, MessageName, SignInInput, WriteMessage } from './table';

/** What a message answers when it succeeds. */
export type Reply<M extends MessageName> = ReplyOf<(typeof MESSAGES)[M]>;

/** The data a sender passes with a message. */
export type MessageInput<M extends MessageName> = InputOf<(typeof MESSAGES)[M]>;
