import { t } from '../../lib/shared/i18n';
import { saveNotice } from '../../lib/ui/drafts/save-notice';
import type { DraftController } from '../../lib/ui/hooks/use-draft';
import type { KeptDraft } from '../../lib/ui/hooks/use-kept-draft';
import { NoticeBanner } from '../ui/notice-banner';
import { ReadStatus } from '../ui/read-status';
import { DraftFormView } from './draft-form';
import { OpenById } from './open-by-id';
import './drafts.css';
import '../../assets/styles/forms.css';

interface DraftViewProps {
  /** The draft's id from the address; null when none was given. */
  id: number | null;
  controller: DraftController;
  /** Input kept on the device and restored on opening (says so and offers Discard). */
  kept?: KeptDraft;
  onOpenId: (id: number) => void;
  onReconnect: () => void;
}

/** The draft announcement page: open a draft by id, edit every field, save through the outbox. */
export function DraftView({ id, controller, kept, onOpenId, onReconnect }: DraftViewProps) {
  const { read, session, result, save, set } = controller;
  const outcome = saveNotice(result, session);
  return (
    <main class="wk-draft-page">
      <header class="wk-draft-page__header">
        <h1>{t('draftPageTitle')}</h1>
        <OpenById key={id ?? 'none'} initial={id ?? undefined} onOpen={onOpenId} />
      </header>
      {id === null ? (
        <p class="wk-empty">{t('draftNoId')}</p>
      ) : (
        <ReadStatus
          read={read}
          loadingLabel={t('draftLoading')}
          onRetry={read.reload}
          onReconnect={onReconnect}
        >
          {(value) =>
            !value.announcement ? (
              <NoticeBanner notice={{ tone: 'error', message: t('draftNotFound') }} />
            ) : (
              <>
                <p class="wk-muted">
                  {[
                    value.announcement.isPublished ? t('draftPublished') : t('draftUnpublished'),
                    value.announcement.updatedBy?.name
                      ? t('draftUpdatedBy', [value.announcement.updatedBy.name])
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div aria-live="polite">{outcome && <NoticeBanner notice={outcome} />}</div>
                {kept?.restoredAt !== undefined && (
                  <NoticeBanner
                    notice={{
                      tone: 'info',
                      message: t('draftRestored', [new Date(kept.restoredAt).toLocaleString()]),
                      action: { label: t('draftDiscard'), onClick: kept.discard },
                    }}
                  />
                )}
                {session && (
                  <DraftFormView
                    key={id}
                    form={session.form}
                    set={set}
                    onSave={save}
                    saving={result?.state === 'saving'}
                  />
                )}
              </>
            )
          }
        </ReadStatus>
      )}
    </main>
  );
}
