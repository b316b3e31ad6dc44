import { useEffect, useState } from 'preact/hooks';
import type { Collection } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import type { PageItem } from '../../lib/shared/types/page';
import type { CollectActions } from '../../lib/ui/panel/panel-actions';
import { panelError } from '../../lib/ui/panel/panel-ask';
import { trusted } from '../../lib/ui/panel/trusted';
import { NoticeBanner } from '../ui/notice-banner';
import { ItemFields } from './item-fields';

interface PageItemEditProps {
  /** A collection that already holds the page. */
  collection: Collection;
  actions: Pick<CollectActions, 'item' | 'editItem'>;
  /** Back to the picker, with what to tell the person (the outcome of a save). */
  onDone(notice?: Notice): void;
}

/**
 * The page's item in a collection that already holds it, opened to edit its name and description
 * instead of adding the page a second time (issue 45). The item is read from the service first,
 * so the form shows what is there.
 */
export function PageItemEdit({ collection, actions, onDone }: PageItemEditProps) {
  const [item, setItem] = useState<PageItem>();
  const [problem, setProblem] = useState<string>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    actions.item(collection.id).then(
      (read) => {
        setItem(read);
        setName(read.name);
        setDescription(read.description);
      },
      (error) => setProblem(panelError(error).message),
    );
  }, [collection.id]);

  const save = async () => {
    if (busy || !item) return;
    setBusy(true);
    // The name only when changed: a document's item keeps following the document's title.
    const changed = name.trim() !== item.name ? name.trim() : undefined;
    const notice = await actions.editItem(collection, changed, description);
    setBusy(false);
    if (notice.tone === 'error') setProblem(notice.message);
    else onDone(notice);
  };

  return (
    <form
      class="wk-panel__section wk-panel__box"
      aria-label={t('panelEditItemHeading', collection.name)}
      noValidate
      onSubmit={trusted((event) => {
        event.preventDefault();
        void save();
      })}
    >
      <h3 class="wk-panel__heading">{t('panelEditItemHeading', collection.name)}</h3>
      {item ? (
        <ItemFields
          id="wk-edit-item"
          name={name}
          description={description}
          onName={setName}
          onDescription={setDescription}
        />
      ) : (
        !problem && (
          <p class="wk-muted" role="status">
            {t('panelLoadingItem')}
          </p>
        )
      )}
      {problem && <NoticeBanner notice={{ tone: 'error', message: problem }} />}
      <div class="wk-panel__row">
        {item && (
          <button type="submit" class="wk-button wk-button--primary" aria-disabled={busy}>
            {busy ? t('panelWorking') : t('panelSave')}
          </button>
        )}
        <button type="button" class="wk-button" onClick={trusted(() => onDone())}>
          {t('panelCancel')}
        </button>
      </div>
    </form>
  );
}
