import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { ItemEdit } from '../../lib/ui/collections/types';
import { validateItemEdit } from '../../lib/ui/collections/validate';

interface ItemEditFormProps {
  initial: ItemEdit;
  /** Saves; resolves with the failure's sentence (the form keeps the input), or null. */
  onSave(changes: ItemEdit): Promise<string | null>;
  onCancel(): void;
}

/** Inline form for an item's name and description; what was typed stays when saving fails. */
export function ItemEditForm({ initial, onSave, onCancel }: ItemEditFormProps) {
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const problems = validateItemEdit({ name, description });

  const submit = async (event: Event) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.name || problems.description) return;
    setSaving(true);
    setFailure(null);
    const result = await onSave({ name: name.trim(), description: description.trim() });
    setSaving(false);
    setFailure(result);
  };

  const nameError = submitted ? problems.name : undefined;
  const descriptionError = submitted ? problems.description : undefined;

  return (
    <form
      class="wk-collections__edit"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label class="wk-field">
        <span>{t('collectionsNameLabel')}</span>
        <input
          class="wk-input"
          value={name}
          aria-invalid={nameError ? 'true' : undefined}
          onInput={(event) => setName(event.currentTarget.value)}
          // biome-ignore lint/a11y/noAutofocus: the person just asked to edit this item
          autoFocus
        />
        {nameError && <span class="wk-field__error">{t(nameError)}</span>}
      </label>
      <label class="wk-field">
        <span>{t('collectionsDescriptionLabel')}</span>
        <textarea
          class="wk-input"
          rows={2}
          value={description}
          aria-invalid={descriptionError ? 'true' : undefined}
          onInput={(event) => setDescription(event.currentTarget.value)}
        />
        {descriptionError && <span class="wk-field__error">{t(descriptionError)}</span>}
      </label>
      {failure && (
        <p class="wk-field__error" role="alert">
          {failure}
        </p>
      )}
      <div class="wk-collections__edit-buttons">
        <button type="submit" class="wk-button wk-button--primary" disabled={saving}>
          {saving ? t('collectionsSaving') : t('collectionsSave')}
        </button>
        <button type="button" class="wk-button" onClick={onCancel}>
          {t('collectionsCancel')}
        </button>
      </div>
    </form>
  );
}
