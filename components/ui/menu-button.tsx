import { useMenuButton } from './use-menu-button';
import './menu.css';

/** One action of a menu. */
export interface MenuAction {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** Drawn in the danger colour (Remove). */
  danger?: boolean;
  /**
   * Where the focus goes once the action is done: back to the menu's button (the default, as
   * the APG asks), or left to the action (which opens a form, or removes the button's row).
   */
  keepFocus?: boolean;
}

interface MenuButtonProps {
  /** The menu's id, unique in the page. */
  id: string;
  /** The button's accessible name ("Actions for “Runbook”"). */
  label: string;
  /** What the button shows ("⋯"). */
  text: string;
  actions: MenuAction[];
}

/**
 * A button that opens a menu of actions (WAI-ARIA APG menu button, `useMenuButton`). The menu
 * is drawn in the flow under its button, so it pushes what follows down and never covers a
 * control it does not own.
 */
export function MenuButton({ id, label, text, actions }: MenuButtonProps) {
  const menu = useMenuButton(id);
  return (
    <div class="wk-menu-button">
      <button
        type="button"
        id={`${id}-button`}
        class="wk-button wk-button--quiet"
        aria-label={label}
        {...menu.button}
      >
        {text}
      </button>
      {menu.open && (
        <div class="wk-menu" role="menu" aria-labelledby={`${id}-button`} {...menu.menu}>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              class={`wk-button wk-button--quiet${action.danger ? ' wk-menu__item--danger' : ''}`}
              disabled={action.disabled}
              onClick={() => {
                menu.close(!action.keepFocus);
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
