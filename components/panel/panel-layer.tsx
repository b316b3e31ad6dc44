import type { ComponentChildren } from 'preact';
import { trusted } from '../../lib/ui/panel/trusted';

interface PanelLayerProps {
  onClose(): void;
  children: ComponentChildren;
}

/** The dimmed layer over the page that holds the panel; a click on it closes the panel. */
export function PanelLayer({ onClose, children }: PanelLayerProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only mirrors Escape (the dialog's keyboard way to close) for pointer users
    // biome-ignore lint/a11y/useKeyWithClickEvents: same: Escape inside the dialog is the keyboard equivalent
    <div
      class="wk-panel-layer"
      onClick={trusted((event) => {
        // A click on the dimmed page around the panel closes it, like Escape.
        if (event.target === event.currentTarget) onClose();
      })}
    >
      {children}
    </div>
  );
}
