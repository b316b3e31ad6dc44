import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ProtocolMap } from './messenger';

/**
 * The background's side of messaging: one listener per message of the table, through
 * @webext-core/messaging (it answers `{ res }`, or `{ err }` when a listener throws). Pages and
 * the panel send with `sendMessage` (send.ts), which speaks the same format without the
 * library, so their downloads stay small.
 */
export const { onMessage, removeAllListeners } = defineExtensionMessaging<ProtocolMap>();
