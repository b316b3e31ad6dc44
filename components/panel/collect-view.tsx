import { useState } from 'preact/hooks';
import type { Collection } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import type { CollectionChoice, PageStatus, RecentMembership } from '../../lib/shared/types/page';
import type { CollectActions } from '../../lib/ui/panel/panel-actions';
import { NoticeBanner } from '../ui/notice-banner';
import { CollectionPicker } from './collection-picker';
import { DescriptionField } from './description-field';
import { NewCollectionForm, type NewCollectionInput } from './new-collection-form';
import { trusted } from '../../lib/ui/panel/trusted';

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
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Notice | null>(null);

  const run = async (action: () => Promise<Notice>) => {
    setBusy(true);
    setFeedback(null);
    setFeedback(await action());
    setBusy(false);
  };
  // The item's own name is only sent when the person changed it from the document's title.
  const itemName = () =>
    name.trim() && name.trim() !== status.document?.title ? name.trim() : undefined;
  const pick = (collection: Collection) =>
    void run(() => actions.add(collection, itemName(), description.trim() || undefined));
  const create = (input: NewCollectionInput) =>
    void run(() =>
      actions.create({
        collectionName: input.collectionName,
        collectionDescription: input.collectionDescription || undefined,
        name: itemName(),
        description: description.trim() || undefined,
      }),
    );

  return (
    <div>
      {!status.document && <p class="wk-muted">{t('panelUrlItemNote')}</p>}
      <div class="wk-field">
        <label for="wk-item-name">{t('panelItemName')}</label>
        <input
          id="wk-item-name"
          class="wk-input"
          value={name}
          maxLength={500}
          onInput={trusted((event) => setName(event.currentTarget.value))}
        />
      </div>
      <DescriptionField
        id="wk-item-description"
        label={t('panelItemDescription')}
        value={description}
        onInput={setDescription}
      />
      {status.checked !== 'all' && membership && (
        <p class="wk-muted">{uncheckedNote(membership)}</p>
      )}
      {choices ? (
        <>
          <CollectionPicker choices={choices} busy={busy} onPick={pick} />
          {/* A refresh that failed: the list read before stays, with why it is not newer. */}
          {choicesError && (
            <p class="wk-muted" role="status">
              {choicesError}
            </p>
          )}
        </>
      ) : (
        <p class="wk-muted" role="status">
          {choicesError ?? t('panelLoadingCollections')}
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
      <NewCollectionForm
        defaultName={defaultName}
        defaultDescription={defaultDescription}
        busy={busy}
        onCreate={create}
      />
      {feedback && <NoticeBanner notice={feedback} />}
    </div>
  );
}
