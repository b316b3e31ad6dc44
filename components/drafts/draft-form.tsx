import { useRef, useState } from 'preact/hooks';
import { type MessageKey, t } from '../../lib/shared/i18n';
import {
  type DraftForm,
  type DraftFormErrors,
  type DraftFormProblem,
  validateDraftForm,
} from '../../lib/ui/drafts/draft-form';

interface DraftFormViewProps {
  /** The values to start from (as loaded). */
  initial: DraftForm;
  /** Called with valid values; the form keeps them whatever the outcome. */
  onSave: (form: DraftForm) => void;
  saving: boolean;
}

const PROBLEM_KEYS: Record<DraftFormProblem, MessageKey> = {
  required: 'draftErrorRequired',
  badDate: 'draftErrorDate',
  endBeforeStart: 'draftErrorEndBeforeStart',
  badUrl: 'draftErrorUrl',
  audienceIncomplete: 'draftErrorAudience',
};

function FieldError({ id, problem }: { id: string; problem?: DraftFormProblem }) {
  if (!problem) return null;
  return (
    <span id={id} class="wk-field__error">
      {t(PROBLEM_KEYS[problem])}
    </span>
  );
}

type Field = keyof DraftFormErrors;

/**
 * Every field `updatedraftannouncement` accepts. Input is checked before anything is sent; the
 * first wrong field gets the focus and says what is wrong. What was typed is never reset.
 */
export function DraftFormView({ initial, onSave, saving }: DraftFormViewProps) {
  const [form, setForm] = useState<DraftForm>(initial);
  const [errors, setErrors] = useState<DraftFormErrors>({});
  const root = useRef<HTMLFormElement>(null);
  const set = <K extends keyof DraftForm>(key: K, value: DraftForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const text =
    (
      key:
        | 'title'
        | 'emoji'
        | 'bodyText'
        | 'startTime'
        | 'endTime'
        | 'thumbnailUrl'
        | 'bannerUrl'
        | 'viewUrl',
    ) =>
    (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      set(key, event.currentTarget.value);
  const invalid = (field: Field) =>
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
    onSave(form);
  };
  const social = form.channel === 'SOCIAL_FEED';
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
      <fieldset
        class="wk-fieldset"
        {...(errors.links ? { 'aria-describedby': 'error-links' } : {})}
      >
        <legend>{t('draftLinks')}</legend>
        {form.links.map((row, index) => (
          <div class="wk-row" key={index}>
            <input
              class="wk-input"
              aria-label={t('draftLinkUrl', [index + 1])}
              placeholder="https://"
              value={row.link}
              aria-invalid={Boolean(errors.links && row.link.trim())}
              onInput={(event) =>
                set(
                  'links',
                  form.links.map((item, i) =>
                    i === index ? { ...item, link: event.currentTarget.value } : item,
                  ),
                )
              }
            />
            <input
              class="wk-input"
              aria-label={t('draftLinkText', [index + 1])}
              placeholder={t('draftLinkTextPlaceholder')}
              value={row.text}
              onInput={(event) =>
                set(
                  'links',
                  form.links.map((item, i) =>
                    i === index ? { ...item, text: event.currentTarget.value } : item,
                  ),
                )
              }
            />
            <button
              type="button"
              class="wk-button wk-button--quiet"
              aria-label={t('draftRemoveLink', [index + 1])}
              onClick={() =>
                set(
                  'links',
                  form.links.filter((_, i) => i !== index),
                )
              }
            >
              ✕
            </button>
          </div>
        ))}
        <FieldError id="error-links" problem={errors.links} />
        <button
          type="button"
          class="wk-button wk-button--small"
          onClick={() => set('links', [...form.links, { link: '', text: '' }])}
        >
          {t('draftAddLink')}
        </button>
      </fieldset>
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
      <fieldset class="wk-fieldset">
        <legend>{t('draftAudience')}</legend>
        <p class="wk-field__hint">{t('draftAudienceHint')}</p>
        {form.audience.map((row, index) => (
          <div class="wk-row" key={index}>
            <input
              class="wk-input"
              aria-label={t('draftAudienceField', [index + 1])}
              placeholder={t('draftAudienceFieldPlaceholder')}
              value={row.fieldName}
              aria-invalid={Boolean(errors.audience)}
              onInput={(event) =>
                set(
                  'audience',
                  form.audience.map((item, i) =>
                    i === index ? { ...item, fieldName: event.currentTarget.value } : item,
                  ),
                )
              }
            />
            <input
              class="wk-input"
              aria-label={t('draftAudienceValues', [index + 1])}
              placeholder={t('draftAudienceValuesPlaceholder')}
              value={row.values}
              onInput={(event) =>
                set(
                  'audience',
                  form.audience.map((item, i) =>
                    i === index ? { ...item, values: event.currentTarget.value } : item,
                  ),
                )
              }
            />
            <button
              type="button"
              class="wk-button wk-button--quiet"
              aria-label={t('draftRemoveAudience', [index + 1])}
              onClick={() =>
                set(
                  'audience',
                  form.audience.filter((_, i) => i !== index),
                )
              }
            >
              ✕
            </button>
          </div>
        ))}
        <FieldError id="error-audience" problem={errors.audience} />
        <button
          type="button"
          class="wk-button wk-button--small"
          onClick={() => set('audience', [...form.audience, { fieldName: '', values: '' }])}
        >
          {t('draftAddAudience')}
        </button>
      </fieldset>
      <div class="wk-row">
        <div class="wk-field">
          <label for="draft-channel">{t('draftChannel')}</label>
          <select
            id="draft-channel"
            class="wk-input"
            value={form.channel}
            onChange={(event) =>
              set('channel', event.currentTarget.value === 'SOCIAL_FEED' ? 'SOCIAL_FEED' : 'MAIN')
            }
          >
            <option value="MAIN">{t('draftChannelMain')}</option>
            <option value="SOCIAL_FEED">{t('draftChannelSocial')}</option>
          </select>
        </div>
        <div class="wk-field">
          <label for="draft-post-type">{t('draftPostType')}</label>
          <select
            id="draft-post-type"
            class="wk-input"
            value={form.postType}
            onChange={(event) =>
              set('postType', event.currentTarget.value === 'LINK' ? 'LINK' : 'TEXT')
            }
          >
            <option value="TEXT">{t('draftPostTypeText')}</option>
            <option value="LINK">{t('draftPostTypeLink')}</option>
          </select>
        </div>
      </div>
      <label class="wk-check">
        <input
          type="checkbox"
          checked={form.isPrioritized}
          onChange={(event) => set('isPrioritized', event.currentTarget.checked)}
        />
        {t('draftPrioritized')}
      </label>
      <label class="wk-check">
        <input
          type="checkbox"
          checked={form.hideAttribution}
          onChange={(event) => set('hideAttribution', event.currentTarget.checked)}
        />
        {t('draftHideAttribution')}
      </label>
      <div class="wk-field">
        <label for="draft-thumbnail">{t('draftThumbnail')}</label>
        <input
          id="draft-thumbnail"
          class="wk-input"
          placeholder="https://"
          value={form.thumbnailUrl}
          onInput={text('thumbnailUrl')}
          {...invalid('thumbnailUrl')}
        />
        <FieldError id="error-thumbnailUrl" problem={errors.thumbnailUrl} />
      </div>
      <div class="wk-field">
        <label for="draft-banner">{t('draftBanner')}</label>
        <input
          id="draft-banner"
          class="wk-input"
          placeholder="https://"
          value={form.bannerUrl}
          onInput={text('bannerUrl')}
          {...invalid('bannerUrl')}
        />
        <FieldError id="error-bannerUrl" problem={errors.bannerUrl} />
      </div>
      <div class="wk-field">
        <label for="draft-view-url">{t('draftViewUrl')}</label>
        <input
          id="draft-view-url"
          class="wk-input"
          placeholder="https://"
          value={form.viewUrl}
          disabled={!social}
          onInput={text('viewUrl')}
          aria-describedby={errors.viewUrl ? 'error-viewUrl' : 'hint-viewUrl'}
          aria-invalid={Boolean(errors.viewUrl)}
        />
        <span id="hint-viewUrl" class="wk-field__hint">
          {t('draftViewUrlHint')}
        </span>
        <FieldError id="error-viewUrl" problem={errors.viewUrl} />
      </div>
      <div class="wk-toolbar">
        <button type="submit" class="wk-button wk-button--primary" disabled={saving}>
          {saving ? t('draftSaving') : t('draftSave')}
        </button>
      </div>
    </form>
  );
}
