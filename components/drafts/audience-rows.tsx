import { t } from '../../lib/shared/i18n';
import type { DraftForm, DraftFormProblem } from '../../lib/ui/drafts/draft-form';
import { changeRow, removeRow } from '../../lib/ui/drafts/rows';
import { FieldError } from './field-error';

interface AudienceRowsProps {
  rows: DraftForm['audience'];
  problem?: DraftFormProblem;
  onChange(rows: DraftForm['audience']): void;
}

/** Who the announcement is for: one filter per row, a field name and its values. */
export function AudienceRows({ rows, problem, onChange }: AudienceRowsProps) {
  return (
    <fieldset class="wk-fieldset">
      <legend>{t('draftAudience')}</legend>
      <p class="wk-field__hint">{t('draftAudienceHint')}</p>
      {rows.map((row, index) => (
        <div class="wk-row" key={index}>
          <input
            class="wk-input"
            aria-label={t('draftAudienceField', [index + 1])}
            placeholder={t('draftAudienceFieldPlaceholder')}
            value={row.fieldName}
            aria-invalid={Boolean(problem)}
            onInput={(event) =>
              onChange(changeRow(rows, index, { fieldName: event.currentTarget.value }))
            }
          />
          <input
            class="wk-input"
            aria-label={t('draftAudienceValues', [index + 1])}
            placeholder={t('draftAudienceValuesPlaceholder')}
            value={row.values}
            onInput={(event) =>
              onChange(changeRow(rows, index, { values: event.currentTarget.value }))
            }
          />
          <button
            type="button"
            class="wk-button wk-button--quiet"
            aria-label={t('draftRemoveAudience', [index + 1])}
            onClick={() => onChange(removeRow(rows, index))}
          >
            ✕
          </button>
        </div>
      ))}
      <FieldError id="error-audience" problem={problem} />
      <button
        type="button"
        class="wk-button wk-button--small"
        onClick={() => onChange([...rows, { fieldName: '', values: '' }])}
      >
        {t('draftAddAudience')}
      </button>
    </fieldset>
  );
}
