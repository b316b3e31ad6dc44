import { t } from '../../lib/shared/i18n';
import { trusted } from '../../lib/ui/panel/trusted';

interface QueryChipsProps {
  /** The input's id, for its label. */
  id: string;
  label: string;
  queries: string[];
  onChange(queries: string[]): void;
  /** The text being typed, lifted so a submit can include it. */
  draft: string;
  onDraftChange(draft: string): void;
  describedBy?: string;
}

/** The longest query the service accepts. */
const MAX_QUERY = 200;

/** Adds queries without duplicates (case-insensitive), trimmed and capped. */
export function addQueries(queries: string[], additions: string[]): string[] {
  const next = [...queries];
  for (const raw of additions) {
    const query = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
    if (query && !next.some((existing) => existing.toLowerCase() === query.toLowerCase())) {
      next.push(query);
    }
  }
  return next;
}

/**
 * Queries as chips: Enter or a comma turns the typed text into a chip, Backspace in an empty
 * input removes the last chip, each chip has its own remove button. Pasting "a, b" adds both.
 */
export function QueryChips({
  id,
  label,
  queries,
  onChange,
  draft,
  onDraftChange,
  describedBy,
}: QueryChipsProps) {
  const commit = (text: string) => {
    const parts = text.split(',');
    onChange(addQueries(queries, parts));
    onDraftChange('');
  };
  return (
    <div class="wk-panel__field">
      <label for={id}>{label}</label>
      <div class="wk-chips">
        <ul class="wk-chips__list" aria-label={t('panelQueriesAdded')}>
          {queries.map((query) => (
            <li class="wk-chip" key={query}>
              <span>{query}</span>
              <button
                type="button"
                class="wk-chip__remove"
                aria-label={t('panelRemoveQuery', query)}
                onClick={trusted(() => onChange(queries.filter((existing) => existing !== query)))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          class="wk-chips__input"
          value={draft}
          maxLength={MAX_QUERY * 2}
          aria-describedby={describedBy}
          onInput={trusted((event) => {
            const value = event.currentTarget.value;
            if (value.includes(',')) commit(value);
            else onDraftChange(value);
          })}
          onKeyDown={trusted((event) => {
            // The field's own text, not `draft`: keys typed for the person in one go (the panel's
            // first keys, lib/ui/panel/first-keys.ts) end with Enter before Preact has drawn them.
            const typed = event.currentTarget.value;
            // An input method's own Enter confirms its text, not a query.
            if (event.isComposing) return;
            if (event.key === 'Enter') {
              event.preventDefault();
              if (typed.trim()) commit(typed);
            } else if (event.key === 'Backspace' && typed === '' && queries.length > 0) {
              event.preventDefault();
              onChange(queries.slice(0, -1));
            }
          })}
        />
      </div>
    </div>
  );
}
