import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';

/** "Open draft by id": a number field and a button. */
export function OpenById({ onOpen, initial }: { onOpen: (id: number) => void; initial?: number }) {
  const [value, setValue] = useState(initial === undefined ? '' : String(initial));
  const [error, setError] = useState(false);
  return (
    <form
      class="wk-row wk-open-by-id"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = value.trim();
        if (!/^\d{1,9}$/.test(trimmed)) {
          setError(true);
          return;
        }
        setError(false);
        onOpen(Number(trimmed));
      }}
      noValidate
    >
      <div class="wk-field">
        <label for="draft-open-id">{t('draftOpenById')}</label>
        <input
          id="draft-open-id"
          class="wk-input"
          inputMode="numeric"
          value={value}
          aria-invalid={error}
          aria-describedby={error ? 'draft-open-id-error' : undefined}
          onInput={(event) => setValue(event.currentTarget.value)}
        />
        {error && (
          <span id="draft-open-id-error" class="wk-field__error">
            {t('draftOpenByIdError')}
          </span>
        )}
      </div>
      <button type="submit" class="wk-button">
        {t('draftOpen')}
      </button>
    </form>
  );
}
