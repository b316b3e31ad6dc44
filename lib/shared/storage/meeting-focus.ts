import * as z from 'zod/mini';
import { defineValidatedItem } from './item';
import { FOCUS_KEY } from './meeting-reads';

/**
 * The meeting a reminder's Prepare asked the card to show (the worker writes it, the popup's
 * and side panel's card read and follow it, with meeting-reads.ts's readFocus), with when it
 * was asked: the card honours it until that meeting ends, and falls back to the next meeting
 * after that.
 */
export const meetingFocus = defineValidatedItem<{ id: string; at: number } | null>(
  `local:${FOCUS_KEY}`,
  {
    schema: z.union([z.literal(null), z.object({ id: z.string(), at: z.number() })]),
    fallback: null,
  },
);
