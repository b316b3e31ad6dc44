import { useEffect, useRef, useState } from 'preact/hooks';
import type { Collection } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import type { PageItem } from '../../lib/shared/types/page';
import { useKeptInput } from '../../lib/ui/hooks/use-kept-input';
import type { KeptItem } from '../../lib/ui/panel/kept-forms';
import type { CollectActions } from '../../lib/ui/panel/panel-actions';
import { panelError } from '../../lib/ui/panel/panel-ask';
import { trusted } from '../../lib/ui/panel/trusted';
import { NoticeBanner } from '../ui/notice-banner';
import { ItemFields } from './item-fields';
import { RestoredNotice } from './restored-notice';

interface PageItemEditProps {
  /** A collection that already holds the page. */
  collection: Collection;
  /** The page's address: what is typed and not sent is kept for it and this collection. */
  target: string;
  actions: Pick<CollectActions, 'item' | 'editItem'>;
  /** Back to the picker, with what to tell the person (the outcome of a save). */
  onDone(notice?: Notice): void;
}

/**
 * The page's item in a collection that already holds it, opened to edit its name and description
 * instead of adding the page a second time (issue 45). The item is read from the service first,
 * so the form shows what is there.
 */
export function PageItemEdit({ collection, target, actions, onDone }: PageItemEditProps) {
  const [item, setItem] = useState<PageItem>();
  const [problem, setProblem] = useState<string>();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  // Input kept from an earlier opening (issue 45) may come back before the item is read: it
  // wins over what the service holds, being newer, and is kept until the item shows.
  const [restored, setRestored] = useState<KeptItem>();
  const restoredNow = useRef<KeptItem>(undefined);
  useEffect(() => {
    actions.item(collection.id).then(
      (read) => {
        setItem(read);
        setName(restoredNow.current?.name ?? read.name);
        setDescription(restoredNow.current?.description ?? read.description);
      },
      (error) => setProblem(panelError(error).message),
    );
  }, [collection.id]);
  const touched = item
    ? name !== item.name || description !== item.description
    : restored !== undefined;
  const kept = useKeptInput('item', `${target}#${collection.id}`, {
    value: { name, description } satisfies KeptItem,
    touched,
    keep: touched && !busy,
    restore: (input) => {
      restoredNow.current = input;
      setRestored(input);
      setName(input.name);
      setDescription(input.description);
    },
  });
  const discard = () => {
    kept.forget();
    restoredNow.current = undefined;
    setRestored(undefined);
    setName(item?.name ?? '');
    setDescription(item?.description ?? '');
  };

  const save = async () => {
    if (busy || !item) return;
    setBusy(true);
    // The name only when changed: a document's item keeps following the document's title.
    const changed = name.trim() !== item.name ? name.trim() : undefined;
    const notice = await actions.editItem(collection, changed, description);
    setBusy(false);
    if (notice.tone === 'error') setProblem(notice.message);
    else {
      kept.forget(); // Queued in the outbox: nothing is left to keep.
      onDone(notice);
    }
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
      {item && <RestoredNotice at={kept.restoredAt} onDiscard={discard} />}
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
