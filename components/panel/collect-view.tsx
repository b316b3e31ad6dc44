import { useEffect, useState } from 'preact/hooks';
import type { Collection } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import type { CollectionChoice, PageStatus, RecentMembership } from '../../lib/shared/types/page';
import { useKeptInput } from '../../lib/ui/hooks/use-kept-input';
import type { KeptCollect } from '../../lib/ui/panel/kept-forms';
import type { ActionNotice, CollectActions } from '../../lib/ui/panel/panel-actions';
import { trusted } from '../../lib/ui/panel/trusted';
import { NoticeBanner } from '../ui/notice-banner';
import { CollectionPicker } from './collection-picker';
import { ItemFields } from './item-fields';
import type {
  NewCollectionForm,
  NewCollectionInput,
  NewCollectionState,
} from './new-collection-form';
import type { PageItemEdit } from './page-item-edit';
import { RestoredNotice } from './restored-notice';

interface CollectViewProps {
  status: PageStatus;
  /** The worker's check of the recently used collections, when the status could not say. */
  membership?: RecentMembership;
  /** The person's collections, marked with what the status knows; undefined until read. */
  choices: CollectionChoice[] | undefined;
  /** The list is being read from the service. */
  choicesLoading: boolean;
  /** Why the list could not be read, in the worker's words. */
  choicesError?: string;
  onRefreshChoices(): void;
  /** The name the page gets in a collection, prefilled (page title, or the link's text). */
  defaultName: string;
  /** The page's own description (meta description), when it has one. */
  defaultDescription: string;
  actions: CollectActions;
}

/** Which collections were checked for the page, and that the others were not, in words. */
function uncheckedNote(membership: RecentMembership): string {
  const names = membership.checked.map((collection) => collection.name);
  return names.length ? t('panelOthersNotChecked', [names.join(', ')]) : t('panelNoneChecked');
}

/**
 * Add the page to a collection: its name and description there (prefilled, editable), a
 * searchable picker, and creating a collection on the spot. "Already in …" is information.
 */
export function CollectView({
  status,
  membership,
  choices,
  choicesLoading,
  choicesError,
  onRefreshChoices,
  defaultName,
  defaultDescription,
  actions,
}: CollectViewProps) {
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState(defaultDescription);
  const closed = {
    creating: false,
    collectionName: defaultName,
    collectionDescription: defaultDescription,
  };
  const [creating, setCreating] = useState<NewCollectionState>(closed);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Notice | null>(null);
  // The item's edit form, loaded when a collection that holds the page is picked (issue 45).
  const [editing, setEditingState] = useState<{
    collection: Collection;
    Form: typeof PageItemEdit;
  } | null>(null);
  const setEditing = (collection: Collection | null) =>
    collection
      ? void import('./page-item-edit').then(
          ({ PageItemEdit: Form }) => setEditingState({ collection, Form }),
          () => setFeedback({ tone: 'error', message: t('panelPartLoadFailed') }),
        )
      : setEditingState(null);
  // The open form that creates a collection, fetched once this view is drawn rather than with
  // it: not in the page panel's first download (issue 56), and there before a click can open it
  // (the panel takes none in its first half second, lib/ui/panel/click-guard.ts).
  const [NewForm, setNewForm] = useState<typeof NewCollectionForm>();
  useEffect(() => {
    import('./new-collection-form').then(
      (code) => setNewForm(() => code.NewCollectionForm),
      () => setFeedback({ tone: 'error', message: t('panelPartLoadFailed') }),
    );
  }, []);
  const form: KeptCollect = { name, description, ...creating };
  const [baseline, setBaseline] = useState(() => JSON.stringify(form));
  const touched = JSON.stringify(form) !== baseline;
  // Typed and not sent survives the panel closing (issue 45), like the pin form's.
  const kept = useKeptInput('collect', status.target.url, {
    value: form,
    touched,
    keep: touched && !busy,
    restore: (input) => {
      setName(input.name);
      setDescription(input.description);
      setCreating(input);
    },
  });
  const discard = () => {
    kept.forget();
    setName(defaultName);
    setDescription(defaultDescription);
    setCreating(closed);
  };

  const run = async (action: () => Promise<ActionNotice>, collection?: Collection) => {
    setBusy(true);
    setFeedback(null);
    const notice = await action();
    setFeedback(notice);
    setBusy(false);
    // The page was there already: its item opens to edit rather than failing (issue 45).
    if (notice.alreadyIn && collection) setEditing(collection);
    if (notice.tone === 'error' || notice.alreadyIn) return;
    // Sent: what is on screen is the new starting point, and nothing is kept any more.
    kept.forget();
    setBaseline(JSON.stringify(form));
  };
  // The item's own name is only sent when the person changed it from the document's title.
  const itemName = () =>
    name.trim() && name.trim() !== status.document?.title ? name.trim() : undefined;
  const pick = (collection: Collection, holds: boolean) => {
    setFeedback(null);
    if (holds) setEditing(collection);
    else
      void run(
        () => actions.add(collection, itemName(), description.trim() || undefined),
        collection,
      );
  };
  const create = (input: NewCollectionInput) =>
    void run(() =>
      actions.create({
        collectionName: input.collectionName,
        collectionDescription: input.collectionDescription || undefined,
        name: itemName(),
        description: description.trim() || undefined,
      }),
    );

  if (editing) {
    const { Form } = editing;
    return (
      <Form
        collection={editing.collection}
        target={status.target.url}
        actions={actions}
        onDone={(notice) => {
          setEditing(null);
          setFeedback(notice ?? null);
        }}
      />
    );
  }

  return (
    <div>
      {!status.document && <p class="wk-muted">{t('panelUrlItemNote')}</p>}
      <RestoredNotice at={kept.restoredAt} onDiscard={discard} />
      <ItemFields
        id="wk-item"
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
      />
      {status.checked !== 'all' && membership && (
        <p class="wk-muted">{uncheckedNote(membership)}</p>
      )}
      {/* Its search is there before the list: the panel's first keys go into it at once. */}
      <CollectionPicker
        choices={choices}
        note={choicesError ?? t('panelLoadingCollections')}
        busy={busy}
        onPick={pick}
      />
      {/* A refresh that failed: the list read before stays, with why it is not newer. */}
      {choices && choicesError && (
        <p class="wk-muted" role="status">
          {choicesError}
        </p>
      )}
      <button
        type="button"
        class="wk-button wk-button--quiet"
        aria-disabled={choicesLoading}
        onClick={trusted(() => {
          if (!choicesLoading) onRefreshChoices();
        })}
      >
        {choicesLoading && choices ? t('panelLoadingCollections') : t('panelRefreshCollections')}
      </button>
      {/* The button until the form's code is there: a form opened before it came, or when it
          could not come, would be nothing the person can use or close. */}
      {!creating.creating || !NewForm ? (
        <button
          type="button"
          class="wk-button"
          aria-expanded="false"
          onClick={trusted(() => setCreating({ ...creating, creating: true }))}
        >
          + {t('panelNewCollection')}
        </button>
      ) : (
        <NewForm value={creating} onChange={setCreating} busy={busy} onCreate={create} />
      )}
      {feedback && <NoticeBanner notice={feedback} />}
    </div>
  );
}
