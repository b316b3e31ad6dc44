import type * as z from 'zod/mini';

/**
 * Who may send a message:
 * - `page`: one of the extension's own pages (popup, options, collections, draft);
 * - `panel`: the page panel, a content script, and then only about the tab it runs in.
 */
export type SenderKind = 'page' | 'panel';

/** Carries a reply type through the table without any value at run time. */
declare const replyMarker: unique symbol;

/** One message as the table declares it. */
interface MessageDeclaration<Schema extends z.ZodMiniType = z.ZodMiniType, Reply = unknown> {
  /** The strict schema of the message's one `data` object (checked in the background). */
  data: Schema;
  /** Who may send it; anyone else is refused before the data is even read. */
  from: readonly SenderKind[];
  /**
   * Set when the message acts on a browser tab: the panel's own tab (any `tabId` it names is
   * ignored), or the tab an extension page names in `data.tabId`.
   */
  tab?: true;
  /** Type only: what the handler answers. */
  readonly [replyMarker]?: Reply;
}

/**
 * Declares a message: `message<Reply>()({ data, from, tab })`. The two calls let TypeScript
 * infer the schema while the reply type is written out.
 */
export function message<Reply>() {
  return <
    Schema extends z.ZodMiniType,
    const From extends readonly SenderKind[],
    Tab extends true | undefined = undefined,
  >(declaration: {
    data: Schema;
    from: From;
    tab?: Tab;
  }) => declaration as MessageDeclaration<Schema, Reply> & { from: From; tab: Tab };
}

/** The reply a declaration promises. */
export type ReplyOf<D> = D extends MessageDeclaration<z.ZodMiniType, infer Reply> ? Reply : never;
/** The data a sender passes (before the schema's transforms). */
export type InputOf<D> = D extends MessageDeclaration<infer Schema> ? z.input<Schema> : never;
/** The data a handler receives (after validation). */
export type DataOf<D> = D extends MessageDeclaration<infer Schema> ? z.output<Schema> : never;
