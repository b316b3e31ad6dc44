import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { PageStatus, PanelView } from '../../lib/shared/types/page';
import { ask } from '../../lib/ui/ask';
import { collectActions } from '../../lib/ui/panel/collect-actions';
import { pinActions } from '../../lib/ui/panel/pin-actions';
import { suggestQueries } from '../../lib/ui/panel/suggest';
import { CollectScreen } from '../panel/collect-screen';
import { PinView } from '../panel/pin-view';
import '../../assets/styles/forms.css';
import '../panel/panel-form.css';
import '../panel/panel-chips.css';
import '../panel/panel-lists.css';
import './side-panel.css';

/** A pin or collect form opened from the strip: the tab it acts on and what it showed then. */
export interface PageActionForm {
  view: PanelView;
  tabId: number;
  status: PageStatus;
}

interface PageActionSheetProps {
  form: PageActionForm;
  onView: (view: PanelView) => void;
  /** The page's status changed (after a write): the strip shows it too. */
  onStatus: (status: PageStatus) => void;
  onClose: () => void;
}

/**
 * The page panel's own views (pin, collect) drawn in the side panel for the tab the strip
 * showed when the person opened them: bound to that tab (its id is in every message), so a tab
 * switch neither loses what was typed nor moves the write to another page, and the heading
 * names the page it acts on.
 */
export function PageActionSheet({ form, onView, onStatus, onClose }: PageActionSheetProps) {
  const [status, setStatus] = useState(form.status);
  const { tabId } = form;
  // The keyboard follows the person into the form that opened (its heading names the page), in
  // the frame that draws it: an effect runs after the next paint, late on a busy machine, and
  // would pull the focus out of a field the person already types into (issue 45).
  const sheet = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (!sheet.current?.contains(document.activeElement)) heading.current?.focus();
  }, [form.view]);
  const reload = () =>
    void ask('pageStatus', { tabId }).then(
      (next) => {
        setStatus(next);
        onStatus(next);
      },
      () => undefined,
    );
  const title = status.document?.title || status.target.title || status.target.url;
  return (
    <section class="wk-sheet" aria-labelledby="sheet-heading" ref={sheet}>
      <header class="wk-sheet__header">
        <h2 id="sheet-heading" class="wk-sheet__title" tabIndex={-1} ref={heading}>
          {t(form.view === 'pin' ? 'sidePanelPinHeading' : 'sidePanelCollectHeading', title)}
        </h2>
        <button type="button" class="wk-button wk-button--small wk-button--quiet" onClick={onClose}>
          {t('sidePanelCloseForm')}
        </button>
      </header>
      <p class="wk-muted wk-small">{t('sidePanelFormTab')}</p>
      {form.view === 'pin' ? (
        <PinView
          key={`${tabId} ${status.target.url}`}
          status={status}
          suggestions={suggestQueries(status.target.title)}
          actions={pinActions(reload, status.target.url, tabId)}
          onCollectInstead={() => onView('collect')}
        />
      ) : (
        <CollectScreen
          key={`${tabId} ${status.target.url}`}
          status={status}
          tabId={tabId}
          defaultName={title}
          defaultDescription=""
          actions={collectActions(reload, status.target.url, tabId)}
        />
      )}
    </section>
  );
}
