import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { PanelView } from '../../lib/shared/types/page';
import type { PanelActions, PanelLoad } from '../../lib/ui/hooks/use-panel';
import type { PagePrefill } from '../../lib/ui/panel/page-prefill';
import { NoticeBanner } from '../ui/notice-banner';
import { SkeletonList } from '../ui/skeleton';
import { CollectView } from './collect-view';
import { trapTab } from './focus-trap';
import { PinView } from './pin-view';

interface PagePanelViewProps {
  load: PanelLoad;
  view: PanelView;
  prefill: PagePrefill;
  actions: PanelActions;
  onViewChange(view: PanelView): void;
  onRetry(): void;
  onClose(): void;
}

/**
 * The page-action panel: a modal dialog over the page with two views (pin for queries, add to
 * a collection). Escape and the close button close it; Tab stays inside while it is open.
 */
export function PagePanelView({
  load,
  view,
  prefill,
  actions,
  onViewChange,
  onRetry,
  onClose,
}: PagePanelViewProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
  }, []);

  // Listened for on the whole document (capture): Escape and Tab must work even when the focus
  // has slipped out of the panel, for example onto the page behind it after a click there.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      } else if (dialog.current) {
        trapTab(dialog.current, event);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  const status = load.value ?? null;
  const target = status?.target;
  const tabs: [PanelView, string][] = [
    ['pin', t('panelTabPin')],
    ['collect', t('panelTabCollect')],
  ];

  return (
    <div
      ref={dialog}
      class="wk-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby="wk-panel-title"
    >
      <header class="wk-panel__header">
        <div class="wk-panel__title-block">
          <h2 id="wk-panel-title" class="wk-panel__title">
            {target ? prefill.linkText || target.title : t('panelDialogLabel')}
          </h2>
          {target && (
            <p class="wk-panel__url">
              {target.kind === 'link' && <span class="wk-badge">{t('panelLink')}</span>}
              <span>{target.url}</span>
            </p>
          )}
        </div>
        <button
          ref={closeButton}
          type="button"
          class="wk-button wk-button--quiet wk-panel__close"
          aria-label={t('panelClose')}
          onClick={onClose}
        >
          ×
        </button>
      </header>
      <div class="wk-tabs" role="tablist" aria-label={t('panelDialogLabel')}>
        {tabs.map(([name, label]) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`wk-tab-${name}`}
            aria-selected={view === name}
            aria-controls="wk-panel-body"
            class="wk-tab"
            onClick={() => onViewChange(name)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id="wk-panel-body"
        role="tabpanel"
        aria-labelledby={`wk-tab-${view}`}
        class="wk-panel__body"
      >
        {/* isFirstLoad (lib/ui/loading.ts) for the panel's load, whose error is plain data */}
        {load.loading && !load.value && !load.error && (
          <SkeletonList rows={3} label={t('panelLoading')} />
        )}
        {load.error && (
          <NoticeBanner
            notice={{
              tone: 'error',
              message: load.error.message,
              action:
                load.error.kind === 'unauthorized'
                  ? { label: t('panelOpenSettings'), onClick: actions.openOptions }
                  : load.error.code === 'UNSUPPORTED_PAGE'
                    ? undefined
                    : { label: t('panelTryAgain'), onClick: onRetry },
            }}
          />
        )}
        {status && view === 'pin' && (
          <PinView
            key={`pin-${status.target.url}`}
            status={status}
            suggestions={prefill.suggestions}
            actions={actions}
            onCollectInstead={() => onViewChange('collect')}
          />
        )}
        {status && view === 'collect' && (
          <CollectView
            key={`collect-${status.target.url}`}
            status={status}
            defaultName={prefill.linkText || status.document?.title || status.target.title}
            defaultDescription={prefill.description}
            actions={actions}
          />
        )}
      </div>
    </div>
  );
}
