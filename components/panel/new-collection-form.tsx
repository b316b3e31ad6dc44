import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { DescriptionField } from './item-fields';
import { trusted } from '../../lib/ui/panel/trusted';

/** What a new collection is created with. */
export interface NewCollectionInput {
  collectionName: string;
  collectionDescription: string;
}

/** The form as the collect view holds it (kept while unsent, issue 45). */
export interface NewCollectionState {
  /** The form is open. */
  creating: boolean;
  collectionName: string;
  collectionDescription: string;
}

interface NewCollectionFormProps {
  value: NewCollectionState;
  onChange(next: NewCollectionState): void;
  busy: boolean;
  onCreate(input: NewCollectionInput): void;
}

/**
 * Creates a collection on the spot, its name and description prefilled from the page; what it
 * holds is the collect view's (`value`), so that it is kept while unsent. The collect view draws
 * the button that opens it, and fetches this form's code once it is drawn itself (issue 56).
 */
export function NewCollectionForm({ value, onChange, busy, onCreate }: NewCollectionFormProps) {
  const { collectionName: name, collectionDescription: description } = value;
  const set = (patch: Partial<NewCollectionState>) => onChange({ ...value, ...patch });
  const [problem, setProblem] = useState(false);
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
          onInput={trusted((event) => set({ collectionName: event.currentTarget.value }))}
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
        onInput={(text) => set({ collectionDescription: text })}
      />
      <div class="wk-panel__row">
        <button type="submit" class="wk-button wk-button--primary" aria-disabled={busy}>
          {busy ? t('panelWorking') : t('panelCreateAndAdd')}
        </button>
        <button type="button" class="wk-button" onClick={trusted(() => set({ creating: false }))}>
          {t('panelCancel')}
        </button>
      </div>
    </form>
  );
}
