import type { ComponentChildren } from 'preact';

/** One action a notice offers, such as "Retry" or "Open settings". */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

interface NoticeProps {
  tone?: 'info' | 'error' | 'warning' | 'success';
  children: ComponentChildren;
  action?: NoticeAction;
}

/**
 * A sentence for the person, with at most one action that fixes the situation. Errors are
 * announced to screen readers at once (role "alert"); other notices politely.
 */
export function Notice({ tone = 'info', children, action }: NoticeProps) {
  return (
    <div class={`wk-notice wk-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>{children}</div>
      {action && (
        <button type="button" class="wk-button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
