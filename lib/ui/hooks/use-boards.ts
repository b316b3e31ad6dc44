import { useState } from 'preact/hooks';
import { type ReadState, useRead } from './use-read';

/** The answer boards as the popup's Boards tab shows them, and its one choice. */
export interface BoardsController {
  read: ReadState<'answerBoards'>;
  /** True when audiences and roles are asked for (and shown). */
  detailed: boolean;
  toggleDetailed(): void;
}

/**
 * Reads the answer boards once their tab has been shown (`shown`), and only with a connection
 * (`enabled`): most people open the popup for the feed, and boards cost a call.
 */
export function useBoards(enabled: boolean, shown: boolean): BoardsController {
  const [detailed, setDetailed] = useState(false);
  const [opened, setOpened] = useState(false);
  if (shown && !opened) setOpened(true);
  const read = useRead(
    enabled && opened
      ? detailed
        ? { kind: 'answerBoards', withAudience: true, withRoles: true }
        : { kind: 'answerBoards' }
      : null,
  );
  return { read, detailed, toggleDetailed: () => setDetailed((value) => !value) };
}
