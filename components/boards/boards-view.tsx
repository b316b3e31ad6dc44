import type { AnswerBoard, AnswerBoardResult, Role } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import '../ui/toolbar.css';

interface BoardsViewProps {
  boards: readonly AnswerBoardResult[];
  /** True when audiences and roles were asked for (and are being shown). */
  detailed: boolean;
  onToggleDetailed: () => void;
}

const EDITING_ROLES = new Set(['OWNER', 'EDITOR', 'ANSWER_MODERATOR', 'VERIFIER']);

function roleHolder(role: Role): string {
  return role.person?.name ?? role.group?.name ?? String(role.group?.type ?? '');
}

function Editors({ board, detailed }: { board: AnswerBoard; detailed: boolean }) {
  const editors = (board.roles ?? []).filter((role) => EDITING_ROLES.has(String(role.role)));
  if (detailed && editors.length) {
    return (
      <p class="wk-entry__meta">
        {t('popupBoardEditedBy', [
          editors.map((role) => `${roleHolder(role)} (${roleName(String(role.role))})`).join(', '),
        ])}
      </p>
    );
  }
  const who = board.updatedBy?.name ?? board.creator?.name;
  return who ? <p class="wk-entry__meta wk-muted">{t('popupBoardLastEditedBy', [who])}</p> : null;
}

function roleName(role: string): string {
  return role.charAt(0) + role.slice(1).toLowerCase().replace(/_/g, ' ');
}

/** The answer boards: name, description, item count and who edits them; audiences on demand. */
export function BoardsView({ boards, detailed, onToggleDetailed }: BoardsViewProps) {
  return (
    <div class="wk-boards">
      <div class="wk-toolbar">
        <button
          type="button"
          class="wk-button wk-button--small"
          aria-pressed={detailed}
          onClick={onToggleDetailed}
        >
          {t('popupBoardsShowAudience')}
        </button>
      </div>
      {boards.length === 0 ? (
        <p class="wk-empty">{t('popupBoardsEmpty')}</p>
      ) : (
        <ul class="wk-list" aria-label={t('popupTabBoards')}>
          {boards.map(({ board }) => (
            <li key={board.id} class="wk-list__item">
              <article class="wk-entry">
                <h2 class="wk-entry__title">{board.name}</h2>
                {board.description && <p class="wk-entry__why">{board.description}</p>}
                {board.itemCount !== undefined && (
                  <p class="wk-entry__meta wk-muted">{t('popupBoardItems', [board.itemCount])}</p>
                )}
                <Editors board={board} detailed={detailed} />
                {detailed && (
                  <p class="wk-entry__meta">
                    {board.audienceFilters?.length
                      ? t('popupBoardAudience', [
                          board.audienceFilters
                            .map(
                              (filter) =>
                                `${filter.fieldName ?? ''}: ${(filter.values ?? [])
                                  .map((value) => value.value ?? '')
                                  .join(', ')}`,
                            )
                            .join('; '),
                        ])
                      : t('popupBoardAudienceEveryone')}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
