import { t } from '../../lib/shared/i18n';
import { NoticeBanner } from '../ui/notice-banner';

/** Says that unsent input typed at `at` (ms) is back on the form, and offers to discard it. */
export function RestoredNotice({ at, onDiscard }: { at?: number; onDiscard(): void }) {
  if (at === undefined) return null;
  return (
    <NoticeBanner
      notice={{
        tone: 'info',
        message: t('panelInputRestored', [new Date(at).toLocaleString()]),
        action: { label: t('draftDiscard'), onClick: onDiscard },
      }}
    />
  );
}
