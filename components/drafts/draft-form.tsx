import { useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import {
  type DraftForm,
  type DraftFormErrors,
  type SetDraftField,
  validateDraftForm,
} from '../../lib/ui/drafts/draft-form';
import { AddressFields } from './address-fields';
import { AudienceRows } from './audience-rows';
import { FieldError } from './field-error';
import { LinkRows } from './link-rows';
import { PublishingFields } from './publishing-fields';
import '../ui/toolbar.css';

interface DraftFormViewProps {
  /** What is on screen (kept by the page, which merges a read-back into it field by field). */
  form: DraftForm;
  /** Reports the person's typing in one field. */
  set: SetDraftField;
  /** Called once the values are valid; the form keeps them whatever the outcome. */
  onSave: () => void;
  saving: boolean;
}

/**
 * Every field `updatedraftannouncement` accepts. Input is checked before anything is sent; the
 * first wrong field gets the focus and says what is wrong. What was typed is never reset, and
 * the form is never drawn anew under the cursor: new values reach the same controls.
 */
export function DraftFormView({ form, set, onSave, saving }: DraftFormViewProps) {
  const [errors, setErrors] = useState<DraftFormErrors>({});
  const root = useRef<HTMLFormElement>(null);
  const text =
    (key: 'title' | 'emoji' | 'bodyText' | 'startTime' | 'endTime') =>
    (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      set(key, event.currentTarget.value);
  const invalid = (field: 'title' | 'startTime' | 'endTime') =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `error-${field}` } : {};
  const submit = (event: Event) => {
    event.preventDefault();
    const found = validateDraftForm(form);
    setErrors(found);
    if (Object.keys(found).length) {
      // Focus the first field that needs attention, so keyboard and screen-reader users land on it.
      requestAnimationFrame(() =>
        root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSave();
  };
  return (
    <form class="wk-draft-form" ref={root} onSubmit={submit} noValidate>
      <div class="wk-field">
        <label for="draft-title">{t('draftTitle')}</label>
        <input
          id="draft-title"
          class="wk-input"
          value={form.title}
          onInput={text('title')}
          {...invalid('title')}
        />
        <FieldError id="error-title" problem={errors.title} />
      </div>
      <div class="wk-field wk-field--short">
        <label for="draft-emoji">{t('draftEmoji')}</label>
        <input
          id="draft-emoji"
          class="wk-input"
          value={form.emoji}
          maxLength={16}
          onInput={text('emoji')}
        />
      </div>
      <div class="wk-field">
        <label for="draft-body">{t('draftBody')}</label>
        <textarea
          id="draft-body"
          class="wk-input"
          rows={5}
          value={form.bodyText}
          onInput={text('bodyText')}
        />
      </div>
      <LinkRows rows={form.links} problem={errors.links} onChange={(rows) => set('links', rows)} />
      <div class="wk-row">
        <div class="wk-field">
          <label for="draft-start">{t('draftStart')}</label>
          <input
            id="draft-start"
            type="datetime-local"
            class="wk-input"
            value={form.startTime}
            onInput={text('startTime')}
            {...invalid('startTime')}
          />
          <FieldError id="error-startTime" problem={errors.startTime} />
        </div>
        <div class="wk-field">
          <label for="draft-end">{t('draftEnd')}</label>
          <input
            id="draft-end"
            type="datetime-local"
            class="wk-input"
            value={form.endTime}
            onInput={text('endTime')}
            {...invalid('endTime')}
          />
          <FieldError id="error-endTime" problem={errors.endTime} />
        </div>
      </div>
      <AudienceRows
        rows={form.audience}
        problem={errors.audience}
        onChange={(rows) => set('audience', rows)}
      />
      <PublishingFields form={form} set={set} />
      <AddressFields form={form} errors={errors} set={set} />
      <div class="wk-toolbar">
        <button type="submit" class="wk-button wk-button--primary" disabled={saving}>
          {saving ? t('draftSaving') : t('draftSave')}
        </button>
      </div>
    </form>
  );
}
