import { t } from '../../lib/shared/i18n';
import type { DraftController, DraftSaveResult } from '../../lib/ui/hooks/use-draft';
import { ReadStatus } from '../popup/read-status';
import { Notice } from '../ui/notice';
import { DraftFormView } from './draft-form';
import { OpenById } from './open-by-id';
import './drafts.css';

interface DraftPageProps {
  /** The draft's id from the address; null when none was given. */
  id: number | null;
  controller: DraftController;
  onOpenId: (id: number) => void;
  onReconnect: () => void;
}

function SaveOutcome({ result }: { result?: DraftSaveResult }) {
  if (!result || result.state === 'saving') return null;
  switch (result.state) {
    case 'unchanged':
      return <Notice>{t('draftUnchanged')}</Notice>;
    case 'done':
      return <Notice tone="success">{t('draftSaved')}</Notice>;
    case 'pending':
      return (
        <Notice tone="warning">
          {t('draftQueued')} {result.message}
        </Notice>
      );
    case 'paused':
      return (
        <Notice tone="warning">
          {t('draftPaused')} {result.message}
        </Notice>
      );
    default:
      return (
        <Notice tone="error">
          {t('draftFailed')} {result.message}
        </Notice>
      );
  }
}

/** The draft announcement page: open a draft by id, edit every field, save through the outbox. */
export function DraftPage({ id, controller, onOpenId, onReconnect }: DraftPageProps) {
  const { read, baseline, result, save } = controller;
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
              <Notice tone="error">{t('draftNotFound')}</Notice>
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
                <div aria-live="polite">
                  <SaveOutcome result={result} />
                </div>
                {baseline && (
                  <DraftFormView
                    key={id}
                    initial={baseline}
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
