import { t } from '../../lib/shared/i18n';
import type { DraftForm, DraftFormErrors, SetDraftField } from '../../lib/ui/drafts/draft-form';
import { FieldError } from './field-error';

interface AddressFieldsProps {
  form: Pick<DraftForm, 'thumbnailUrl' | 'bannerUrl' | 'viewUrl' | 'channel'>;
  errors: Pick<DraftFormErrors, 'thumbnailUrl' | 'bannerUrl' | 'viewUrl'>;
  set: SetDraftField;
}

/**
 * The web addresses of a draft: its thumbnail and banner images, and the post it links to
 * (which the service accepts on the social feed only, so it is disabled elsewhere).
 */
export function AddressFields({ form, errors, set }: AddressFieldsProps) {
  const invalid = (field: 'thumbnailUrl' | 'bannerUrl') =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `error-${field}` } : {};
  return (
    <>
      <div class="wk-field">
        <label for="draft-thumbnail">{t('draftThumbnail')}</label>
        <input
          id="draft-thumbnail"
          class="wk-input"
          placeholder="https://"
          value={form.thumbnailUrl}
          onInput={(event) => set('thumbnailUrl', event.currentTarget.value)}
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
          onInput={(event) => set('bannerUrl', event.currentTarget.value)}
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
          // Off the social feed the link is not sent (the seed allows it only there), so it
          // shows empty; the typed link is kept in the form and comes back on the social feed.
          value={form.channel === 'SOCIAL_FEED' ? form.viewUrl : ''}
          disabled={form.channel !== 'SOCIAL_FEED'}
          onInput={(event) => set('viewUrl', event.currentTarget.value)}
          aria-describedby={errors.viewUrl ? 'error-viewUrl' : 'hint-viewUrl'}
          aria-invalid={Boolean(errors.viewUrl)}
        />
        <span id="hint-viewUrl" class="wk-field__hint">
          {t('draftViewUrlHint')}
        </span>
        <FieldError id="error-viewUrl" problem={errors.viewUrl} />
      </div>
    </>
  );
}
