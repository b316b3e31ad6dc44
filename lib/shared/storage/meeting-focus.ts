import { defineValidatedItem } from './item';
import { FOCUS_KEY, readFocus } from './meeting-reads';

/**
 * The meeting a reminder's Prepare asked the card to show (the worker writes it, the popup's
 * and side panel's card read and follow it), with when it was asked: the card honours it
 * until that meeting ends, and falls back to the next meeting after that.
 */
export const meetingFocus = defineValidatedItem<{ id: string; at: number } | null>(
  `local:${FOCUS_KEY}`,
  { read: readFocus, fallback: null },
);
