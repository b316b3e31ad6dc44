/** How a notice reads: its colour and icon, and how urgently it asks to be read. */
type NoticeTone = 'success' | 'info' | 'warning' | 'error';

/**
 * The one shape of "a sentence for the person": what happened and, when it failed, what to do
 * next. Background features (menus, shortcuts) send it as a system notification; pages and the
 * panel show it with the Notice component.
 */
export interface Notice {
  tone: NoticeTone;
  /** A whole sentence, never a raw service body. */
  message: string;
  /** At most one action the person can take from the notice (Retry, Undo, Open settings). */
  action?: { label: string; onClick: () => void };
}
