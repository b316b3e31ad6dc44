import type { ComponentChildren } from 'preact';
import { t } from '../../lib/shared/i18n';
import { NoticeBanner } from '../ui/notice-banner';

interface ScreenHeaderProps {
  /** What stands first in the header: the list's title, or the detail's "Back". */
  children: ComponentChildren;
  /** Offered in the popup only: the same screen in a tab of its own. */
  onOpenFullPage?: () => void;
  /** Why the last read failed, with Retry. */
  error?: string;
  onReload: () => void;
}

/** The header both collection views share, and the failure of their read under it. */
export function ScreenHeader({ children, onOpenFullPage, error, onReload }: ScreenHeaderProps) {
  return (
    <>
      <header class="wk-collections__header">
        {children}
        {onOpenFullPage && (
          <button type="button" class="wk-button wk-button--quiet" onClick={onOpenFullPage}>
            {t('collectionsOpenFullPage')}
          </button>
        )}
      </header>
      {error && (
        <NoticeBanner
          notice={{
            tone: 'error',
            message: error,
            action: { label: t('collectionsRetry'), onClick: onReload },
          }}
        />
      )}
    </>
  );
}
