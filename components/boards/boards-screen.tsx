import { t } from '../../lib/shared/i18n';
import { useBoards } from '../../lib/ui/hooks/use-boards';
import { ReadStatus } from '../ui/read-status';
import { BoardsView } from './boards-view';

interface BoardsScreenProps {
  /** False until the popup knows it has a connection: nothing is read before. */
  enabled: boolean;
  onReconnect: () => void;
}

/**
 * The popup's Boards tab: reads the answer boards when it is shown. Loaded with its tab, so
 * the popup's first download does not carry it.
 */
export function BoardsScreen({ enabled, onReconnect }: BoardsScreenProps) {
  const boards = useBoards(enabled, true);
  return (
    <ReadStatus
      read={boards.read}
      loadingLabel={t('popupBoardsLoading')}
      onRetry={boards.read.reload}
      onReconnect={onReconnect}
    >
      {(value) => (
        <BoardsView
          boards={value.boardResults}
          detailed={boards.detailed}
          onToggleDetailed={boards.toggleDetailed}
        />
      )}
    </ReadStatus>
  );
}
