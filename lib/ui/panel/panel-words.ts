/**
 * The page panel's private channel (issue 53): the content script that placed the panel's frame
 * and the frame's own page talk over a `MessagePort` the content script creates and hands to
 * the frame once per load, aimed at the extension's origin and carrying the opening's secret,
 * which the worker made for this opening and handed to the content script with the panel's
 * view; the frame asks the worker for it (`panelOpening`) and takes the port only from a hello
 * that carries it, so a page that frames the panel's page itself cannot be its host. Nothing is
 * ever posted to the page's window: a page listening for `message` hears nothing, and gets no
 * handle to the frame. Replaces the storage channel of issue 41: the content script needs no
 * storage.
 */

import type { KeeperWord } from './focus-keeper';

/** The key of the one message sent on the frame's window: the port, and the secret it proves. */
export const HELLO = 'wkPanelHello';

/** What the content script sees of the panel in the page (lib/ui/panel/host-check.ts). */
export interface HostState {
  /** Really visible: opaque, shown, untransformed, unclipped, in the top layer, on top. */
  visible: boolean;
  /** The tab's address changed since the frame loaded on its target (a hash, `pushState`). */
  moved: boolean;
}

/** Keys typed before the panel could take them, as `KeyboardEvent.key` values, in order. */
export type TypedKeys = string[];

/** What the frame says to the content script. */
export type FrameWord =
  /** Drawn: the placeholder can go and the frame be shown. */
  | { kind: 'shown' }
  /** Its first field has the focus (or it has none to give): the person's keys go to it now. */
  | { kind: 'keys' }
  /** Close me. */
  | { kind: 'close' }
  /** This document is being navigated away (`beforeunload`, `pagehide`). */
  | { kind: 'leaving' }
  /** Look at the panel now, after this moment, and answer `checked` with `id`. */
  | { kind: 'check'; id: number }
  /** This frame's window got (`has`) or lost the focus (lib/ui/panel/focus-keeper.ts). */
  | { kind: 'focus'; has: boolean };

/** What the content script says to the frame. */
export type HostWord =
  | ({ kind: 'state' } & HostState)
  | { kind: 'checked'; id: number; visible: boolean }
  | { kind: 'typed'; keys: TypedKeys }
  /** The page took the keyboard: the content script took it back, or the page keeps it. */
  | { kind: 'keyboard'; state: KeeperWord };

const KINDS = new Set(['shown', 'keys', 'close', 'leaving', 'check']);

/** A frame's word as received, or undefined when it is not exactly one. */
export function frameWord(data: unknown): FrameWord | undefined {
  const word = data as Partial<{ kind: string; id: unknown; has: unknown }> | null;
  if (word?.kind === 'focus' && typeof word.has === 'boolean')
    return { kind: 'focus', has: word.has };
  if (typeof word?.kind !== 'string' || !KINDS.has(word.kind)) return undefined;
  if (word.kind !== 'check') return { kind: word.kind } as FrameWord;
  return Number.isSafeInteger(word.id) ? { kind: 'check', id: word.id as number } : undefined;
}

/** A host's word as received, or undefined when it is not exactly one. */
export function hostWord(data: unknown): HostWord | undefined {
  const word = data as Record<string, unknown> | null;
  if (
    word?.kind === 'state' &&
    typeof word.visible === 'boolean' &&
    typeof word.moved === 'boolean'
  )
    return { kind: 'state', visible: word.visible, moved: word.moved };
  if (
    word?.kind === 'checked' &&
    Number.isSafeInteger(word.id) &&
    typeof word.visible === 'boolean'
  )
    return { kind: 'checked', id: word.id as number, visible: word.visible };
  if (word?.kind === 'keyboard' && (word.state === 'taken' || word.state === 'lost'))
    return { kind: 'keyboard', state: word.state };
  if (word?.kind === 'typed' && Array.isArray(word.keys))
    return {
      kind: 'typed',
      keys: word.keys.filter((key) => typeof key === 'string').slice(0, MAX_TYPED),
    };
  return undefined;
}

/** At most this many keys are held for the panel: a person's sentence, not a book. */
export const MAX_TYPED = 200;
