import type { Ref } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { menuKeyAction } from '../../lib/ui/menu/menu-keys';

/** What the menu button and its menu need: spread each onto its element. */
export interface MenuButtonControl {
  open: boolean;
  /** Closes the menu; with `returnFocus`, the focus goes back to the button (after an item). */
  close(returnFocus: boolean): void;
  button: {
    ref: Ref<HTMLButtonElement>;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick(): void;
    onKeyDown(event: KeyboardEvent): void;
  };
  /** For the element with role "menu" that holds the items (role "menuitem"). */
  menu: {
    ref: Ref<HTMLDivElement>;
    id: string;
    onKeyDown(event: KeyboardEvent): void;
    onFocusOut(event: FocusEvent): void;
  };
}

const ITEM = '[role="menuitem"]';

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>(ITEM)] : [];
}

function isEnabled(item: HTMLElement): boolean {
  return !(item as HTMLButtonElement).disabled && item.getAttribute('aria-disabled') !== 'true';
}

/**
 * The open menu's state, kept by the view that draws it (a view's own UI state; the keys'
 * meaning is `menuKeyAction` in lib/ui). A menu button as the WAI-ARIA APG describes it: opening (click, Enter, Space, ArrowDown)
 * focuses the first item, ArrowUp the last; in the menu the arrows, Home and End move between
 * items; Escape closes it and returns focus to the button; Tab out, focus moving elsewhere, or a
 * press outside closes it. Works in a page and inside a shadow root (the press is matched by its
 * composed path, as events leaving a shadow root are retargeted).
 */
export function useMenuButton(id: string): MenuButtonControl {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Which item opening focuses: the first, or the last (ArrowUp on the button). */
  const focusOnOpen = useRef<'first' | 'last'>('first');

  useEffect(() => {
    if (!open) return;
    const enabled = items(menuRef.current).filter(isEnabled);
    (focusOnOpen.current === 'last' ? enabled[enabled.length - 1] : enabled[0])?.focus();
    const document = buttonRef.current?.ownerDocument;
    const onPress = (event: Event) => {
      const path = event.composedPath();
      if (menuRef.current && path.includes(menuRef.current)) return;
      if (buttonRef.current && path.includes(buttonRef.current)) return;
      setOpen(false);
    };
    document?.addEventListener('pointerdown', onPress, true);
    return () => document?.removeEventListener('pointerdown', onPress, true);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const show = (from: 'first' | 'last') => {
    focusOnOpen.current = from;
    setOpen(true);
  };

  return {
    open,
    close,
    button: {
      ref: buttonRef,
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
      onClick: () => (open ? close(false) : show('first')),
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          show(event.key === 'ArrowUp' ? 'last' : 'first');
        } else if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
      },
    },
    menu: {
      ref: menuRef,
      id,
      onKeyDown: (event) => {
        const list = items(menuRef.current);
        const current = list.indexOf(event.target as HTMLElement);
        const action = menuKeyAction(event.key, list.map(isEnabled), current);
        if (action.kind === 'none') return;
        if (action.kind === 'focus') {
          event.preventDefault();
          list[action.index]?.focus();
          return;
        }
        // Escape stops here: the page panel (a dialog) would close on it too.
        if (action.returnFocus) {
          event.preventDefault();
          event.stopPropagation();
        }
        close(action.returnFocus);
      },
      onFocusOut: (event) => {
        const next = event.relatedTarget as Node | null;
        // Focus lost to nothing (the window left, a press on the menu's padding) keeps it open;
        // a press outside is handled above.
        if (!next) return;
        if (menuRef.current?.contains(next) || buttonRef.current?.contains(next)) return;
        setOpen(false);
      },
    },
  };
}
