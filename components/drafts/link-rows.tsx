import { t } from '../../lib/shared/i18n';
import type { DraftForm, DraftFormProblem } from '../../lib/ui/drafts/draft-form';
import { changeRow, removeRow } from '../../lib/ui/drafts/rows';
import { FieldError } from './field-error';

interface LinkRowsProps {
  rows: DraftForm['links'];
  problem?: DraftFormProblem;
  onChange(rows: DraftForm['links']): void;
}

/** The body's links, one row each (address and text), added and removed by the person. */
export function LinkRows({ rows, problem, onChange }: LinkRowsProps) {
  return (
    <fieldset class="wk-fieldset" {...(problem ? { 'aria-describedby': 'error-links' } : {})}>
      <legend>{t('draftLinks')}</legend>
      {rows.map((row, index) => (
        <div class="wk-row" key={index}>
          <input
            class="wk-input"
            aria-label={t('draftLinkUrl', [index + 1])}
            placeholder="https://"
            value={row.link}
            // Only rows with an address can be the wrong one.
            aria-invalid={Boolean(problem && row.link.trim())}
            onInput={(event) =>
              onChange(changeRow(rows, index, { link: event.currentTarget.value }))
            }
          />
          <input
            class="wk-input"
            aria-label={t('draftLinkText', [index + 1])}
            placeholder={t('draftLinkTextPlaceholder')}
            value={row.text}
            onInput={(event) =>
              onChange(changeRow(rows, index, { text: event.currentTarget.value }))
            }
          />
          <button
            type="button"
            class="wk-button wk-button--quiet"
            aria-label={t('draftRemoveLink', [index + 1])}
            onClick={() => onChange(removeRow(rows, index))}
          >
            ✕
          </button>
        </div>
      ))}
      <FieldError id="error-links" problem={problem} />
      <button
        type="button"
        class="wk-button wk-button--small"
        onClick={() => onChange([...rows, { link: '', text: '' }])}
      >
        {t('draftAddLink')}
      </button>
    </fieldset>
  );
}
