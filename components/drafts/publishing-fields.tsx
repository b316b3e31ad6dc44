import { t } from '../../lib/shared/i18n';
import type { DraftForm, SetDraftField } from '../../lib/ui/drafts/draft-form';

interface PublishingFieldsProps {
  form: Pick<DraftForm, 'channel' | 'postType' | 'isPrioritized' | 'hideAttribution'>;
  set: SetDraftField;
}

/** Where and how the announcement is published: channel, post type, priority, attribution. */
export function PublishingFields({ form, set }: PublishingFieldsProps) {
  return (
    <>
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
    </>
  );
}
