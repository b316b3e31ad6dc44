import { useState } from 'preact/hooks';
import type { Collection } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { CollectionChoice } from '../../lib/shared/types/page';
import { trusted } from '../../lib/ui/panel/trusted';

interface CollectionPickerProps {
  /** Undefined until the list is read: its search takes typing already (the panel's first keys). */
  choices: CollectionChoice[] | undefined;
  /** What shows instead of the list while there is none: that it loads, or why it is not there. */
  note?: string;
  busy: boolean;
  /** `holds`: the collection already holds the page (its item is opened to edit). */
  onPick(collection: Collection, holds: boolean): void;
}

/** The choices whose name or description contains every word of the search, in order given. */
export function filterChoices(choices: CollectionChoice[], search: string): CollectionChoice[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return choices;
  return choices.filter(({ collection }) => {
    const text = `${collection.name} ${collection.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * Most collections drawn at once: a company's person sees hundreds (600 at the reference
 * service's `--demo-scale 100`), of which a panel shows a handful; the rest are found by
 * searching, which filters all of them.
 */
export const PICKER_ROWS = 50;

/**
 * A searchable list of collections (recently used first, as given). Each one adds the page in
 * one click; one that already holds it opens the page's item there to edit (issue 45); those
 * the person may not change say so and are disabled.
 */
export function CollectionPicker({ choices, note, busy, onPick }: CollectionPickerProps) {
  const [search, setSearch] = useState('');
  const found = filterChoices(choices ?? [], search);
  const shown = found.length > PICKER_ROWS ? found.slice(0, PICKER_ROWS) : found;
  return (
    <div class="wk-panel__section">
      <label class="wk-panel__field" for="wk-collection-search">
        {t('panelFindCollection')}
      </label>
      <input
        id="wk-collection-search"
        type="search"
        class="wk-input"
        value={search}
        autocomplete="off"
        onInput={trusted((event) => setSearch(event.currentTarget.value))}
      />
      {!choices ? (
        <p class="wk-muted" role="status">
          {note}
        </p>
      ) : shown.length === 0 ? (
        <p class="wk-muted" role="status">
          {t('panelNoCollections')}
        </p>
      ) : (
        <ul class="wk-collections" aria-label={t('panelTabCollect')}>
          {shown.map(({ collection, containsTarget, canAdd }) => {
            const holds = containsTarget === true;
            const note = holds ? t('panelAlreadyHere') : canAdd ? undefined : t('panelCannotAdd');
            return (
              <li key={collection.id}>
                <button
                  type="button"
                  class="wk-collection"
                  disabled={note !== undefined && !holds}
                  aria-disabled={busy}
                  onClick={trusted(() => {
                    // Not disabled while busy, so the focus stays on the button.
                    if (!busy) onPick(collection, holds);
                  })}
                >
                  <span class="wk-collection__name">{collection.name}</span>
                  {note ? (
                    <span class="wk-collection__note">{note}</span>
                  ) : (
                    collection.description && (
                      <span class="wk-collection__description">{collection.description}</span>
                    )
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {found.length > shown.length && (
        <p class="wk-muted" role="status">
          {t('panelMoreCollections', [shown.length, found.length])}
        </p>
      )}
    </div>
  );
}
