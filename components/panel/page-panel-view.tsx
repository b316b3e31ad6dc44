import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import type { PanelView } from '../../lib/shared/types/page';
import type { PanelLoad } from '../../lib/ui/hooks/use-panel';
import { focusWhenOurs } from '../../lib/ui/panel/first-focus';
import { trusted } from '../../lib/ui/panel/trusted';
import { NoticeBanner } from '../ui/notice-banner';
import { trapTab } from './focus-trap';

interface PagePanelViewProps {
  load: PanelLoad;
  /** The view this script draws (the other one is a script of its own). */
  view: PanelView;
  /** The visible text of the link the panel acts on, when it acts on a link. */
  linkText: string;
  /** Why the other view could not be shown, if it could not. */
  notice: Notice | null;
  /** Set while the view's code is on its way: the loading rows stay, its body waits. */
  waiting?: boolean;
  /** Set when this view took the place of the other one: the focus goes to its tab. */
  focusTab: boolean;
  onViewChange(view: PanelView): void;
  onRetry(): void;
  openOptions(): void;
  onClose(): void;
  /** The view's body, drawn once the page's status is known. */
  children: ComponentChildren;
}

/**
 * The page-action panel: a modal dialog over the page with two views (pin for queries, add to
 * a collection) as tabs. Escape and the close button close it; Tab stays inside while it is open.
 */
export function PagePanelView({
  load,
  view,
  linkText,
  notice,
  waiting,
  focusTab,
  onViewChange,
  onRetry,
  openOptions,
  onClose,
  children,
}: PagePanelViewProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Where the focus starts: once, in the commit that draws this view. An effect would run after
  // the next paint, late on a busy machine: out of a field the person already types into.
  // Not before the frame has the browser's focus: the content script hands it over between two
  // of the person's keys (lib/ui/panel/first-focus.ts).
  useLayoutEffect(() => {
    focusWhenOurs(
      focusTab
        ? dialog.current?.querySelector<HTMLElement>('[aria-selected="true"]')
        : closeButton.current,
    );
  }, []);

  // Listened for on the whole document (capture): Escape and Tab must work even when the focus
  // has slipped out of the panel, for example onto the page behind it after a click there.
  useEffect(() => {
    // A page's script can dispatch keys on its document: only the person's own keys act.
    const onKey = trusted((event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      } else if (dialog.current) {
        trapTab(dialog.current, event);
      }
    });
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
      {/* A div, not <header>: that would be a second banner landmark in the host page. */}
      <div class="wk-panel__header">
        <div class="wk-panel__title-block">
          <h2 id="wk-panel-title" class="wk-panel__title">
            {target ? linkText || target.title : t('panelDialogLabel')}
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
          onClick={trusted(onClose)}
        >
          ×
        </button>
      </div>
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
            onClick={trusted(() => name !== view && onViewChange(name))}
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
        {(waiting || (load.loading && !load.value)) && !load.error && (
          // Three grey rows drawn by the style sheet (the script is counted to the byte).
          <div class="wk-panel__loading" role="status" aria-live="polite" aria-busy="true">
            <span class="wk-visually-hidden">{t('panelLoading')}</span>
          </div>
        )}
        {load.error && (
          <NoticeBanner
            notice={{
              tone: 'error',
              message: load.error.message,
              action:
                load.error.kind === 'unauthorized'
                  ? { label: t('panelOpenSettings'), onClick: openOptions }
                  : load.error.code === 'UNSUPPORTED_PAGE'
                    ? undefined
                    : { label: t('panelTryAgain'), onClick: onRetry },
            }}
          />
        )}
        {status?.moved && (
          <NoticeBanner notice={{ tone: 'info', message: t('panelAddressChanged') }} />
        )}
        {notice && <NoticeBanner notice={notice} />}
        {status && !waiting && children}
      </div>
    </div>
  );
}
