import { t } from '../../lib/shared/i18n';
import { trusted } from '../../lib/ui/panel/trusted';
import { DescriptionField } from './description-field';

interface ItemFieldsProps {
  /** Prefix of the fields' ids (`<id>-name`, `<id>-description`). */
  id: string;
  name: string;
  description: string;
  onName(name: string): void;
  onDescription(description: string): void;
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
