import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { DescriptionField } from './description-field';
import { trusted } from '../../lib/ui/panel/trusted';

/** What a new collection is created with. */
export interface NewCollectionInput {
  collectionName: string;
  collectionDescription: string;
}

interface NewCollectionFormProps {
  defaultName: string;
  defaultDescription: string;
  busy: boolean;
  onCreate(input: NewCollectionInput): void;
}

/** Creates a collection on the spot, its name and description prefilled from the page. */
export function NewCollectionForm({
  defaultName,
  defaultDescription,
  busy,
  onCreate,
}: NewCollectionFormProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState(defaultDescription);
  const [problem, setProblem] = useState(false);
  if (!open) {
    return (
      <button
        type="button"
        class="wk-button"
        aria-expanded="false"
        onClick={trusted(() => setOpen(true))}
      >
        + {t('panelNewCollection')}
      </button>
    );
  }
  return (
    <form
      class="wk-panel__section wk-panel__box"
      aria-label={t('panelNewCollection')}
      noValidate
      onSubmit={trusted((event) => {
        event.preventDefault();
        if (busy) return;
        if (!name.trim()) {
          setProblem(true);
          return;
        }
        setProblem(false);
        onCreate({ collectionName: name.trim(), collectionDescription: description.trim() });
      })}
    >
      <div class="wk-field">
        <label for="wk-new-name">{t('panelNewCollectionName')}</label>
        <input
          id="wk-new-name"
          class="wk-input"
          value={name}
          maxLength={200}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={problem ? 'wk-new-name-error' : undefined}
          onInput={trusted((event) => setName(event.currentTarget.value))}
        />
        {problem && (
          <span id="wk-new-name-error" class="wk-field__error" role="alert">
            {t('panelNewCollectionNeedsName')}
          </span>
        )}
      </div>
      <DescriptionField
        id="wk-new-description"
        label={t('panelNewCollectionDescription')}
        value={description}
        onInput={setDescription}
      />
      <div class="wk-panel__row">
        <button type="submit" class="wk-button wk-button--primary" aria-disabled={busy}>
          {busy ? t('panelWorking') : t('panelCreateAndAdd')}
        </button>
        <button type="button" class="wk-button" onClick={trusted(() => setOpen(false))}>
          {t('panelCancel')}
        </button>
      </div>
    </form>
  );
}
