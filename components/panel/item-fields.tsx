import { t } from '../../lib/shared/i18n';
import { trusted } from '../../lib/ui/panel/trusted';

interface ItemFieldsProps {
  /** Prefix of the fields' ids (`<id>-name`, `<id>-description`). */
  id: string;
  name: string;
  description: string;
  onName(name: string): void;
  onDescription(description: string): void;
}

interface DescriptionFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
}

/**
 * A labelled two-line description box, as the service accepts it (up to 2,000 characters): an
 * item's, and a new collection's (new-collection-form.tsx, which is fetched after the collect
 * view and takes it from this module, already loaded with the view).
 */
export function DescriptionField({ id, label, value, onInput }: DescriptionFieldProps) {
  return (
    <div class="wk-field">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        class="wk-input"
        rows={2}
        maxLength={2000}
        value={value}
        onInput={trusted((event) => onInput(event.currentTarget.value))}
      />
    </div>
  );
}

/** The page's name and description in a collection: to add it, or to edit the item there. */
export function ItemFields({ id, name, description, onName, onDescription }: ItemFieldsProps) {
  return (
    <>
      <div class="wk-field">
        <label for={`${id}-name`}>{t('panelItemName')}</label>
        <input
          id={`${id}-name`}
          class="wk-input"
          value={name}
          maxLength={500}
          onInput={trusted((event) => onName(event.currentTarget.value))}
        />
      </div>
      <DescriptionField
        id={`${id}-description`}
        label={t('panelItemDescription')}
        value={description}
        onInput={onDescription}
      />
    </>
  );
}
