import { trusted } from '../../lib/ui/panel/trusted';

interface DescriptionFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
}

/** A labelled two-line description box, as the service accepts it (up to 2,000 characters). */
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
