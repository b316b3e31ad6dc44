import { useState } from 'preact/hooks';
import type { Pin } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import { QueryChips } from './query-chips';
import { trusted } from '../../lib/ui/panel/trusted';

interface ExistingPinsProps {
  pins: Pin[];
  /** The pin that opens to edit (the page was pinned when the panel opened: issue 45). */
  editId?: string;
  onEdit(pinId: string, queries: string[]): Promise<Notice>;
  onRemove(pinId: string): Promise<Notice>;
}

function PinRow({
  pin,
  editId,
  onEdit,
  onRemove,
}: { pin: Pin & { id: string } } & Omit<ExistingPinsProps, 'pins'>) {
  const [editing, setEditing] = useState(pin.id === editId);
  const [queries, setQueries] = useState(pin.queries ?? []);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  // The outcome is shown by the view (this row may vanish once the pins are read again).
  const run = async (action: () => Promise<Notice>) => {
    setBusy(true);
    const result = await action();
    setBusy(false);
    if (result.tone !== 'error') setEditing(false);
  };
  const audience = (pin.audienceFilters ?? [])
    .map(
      (filter) =>
        `${filter.fieldName ?? ''}: ${(filter.values ?? []).map((v) => v.value).join(', ')}`,
    )
    .join('; ');
  return (
    <li class="wk-pin">
      {editing ? (
        <form
          onSubmit={trusted((event) => {
            event.preventDefault();
            const all = draft.trim() ? [...queries, draft.trim()] : queries;
            if (all.length === 0) return;
            void run(() => onEdit(pin.id, all));
          })}
        >
          <QueryChips
            id={`wk-edit-${pin.id}`}
            label={t('panelPinQueries')}
            queries={queries}
            onChange={setQueries}
            draft={draft}
            onDraftChange={setDraft}
          />
          <div class="wk-panel__row">
            <button
              type="submit"
              class="wk-button wk-button--primary"
              disabled={busy || (queries.length === 0 && !draft.trim())}
            >
              {busy ? t('panelWorking') : t('panelSave')}
            </button>
            <button type="button" class="wk-button" onClick={trusted(() => setEditing(false))}>
              {t('panelCancel')}
            </button>
          </div>
        </form>
      ) : (
        <div class="wk-pin__view">
          <ul class="wk-chips__list" aria-label={t('panelExistingPins')}>
            {(pin.queries ?? []).map((query) => (
              <li class="wk-chip wk-chip--static" key={query}>
                {query}
              </li>
            ))}
          </ul>
          {audience && <p class="wk-muted wk-pin__audience">{audience}</p>}
          <div class="wk-panel__row">
            <button
              type="button"
              class="wk-button wk-button--quiet"
              onClick={trusted(() => setEditing(true))}
            >
              {t('panelEdit')}
            </button>
            <button
              type="button"
              class="wk-button wk-button--quiet"
              disabled={busy}
              onClick={trusted(() => void run(() => onRemove(pin.id)))}
            >
              {t('panelRemove')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The pins that already exist for the document, so nobody pins it twice. */
export function ExistingPins({ pins, editId, onEdit, onRemove }: ExistingPinsProps) {
  const editable = pins.filter((pin): pin is Pin & { id: string } => typeof pin.id === 'string');
  if (editable.length === 0) return null;
  return (
    <section class="wk-panel__section" aria-labelledby="wk-existing-pins">
      <h3 id="wk-existing-pins" class="wk-panel__heading">
        {t('panelExistingPins')}
      </h3>
      <ul class="wk-pins">
        {editable.map((pin) => (
          <PinRow key={pin.id} pin={pin} editId={editId} onEdit={onEdit} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}
