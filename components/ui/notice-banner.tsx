import type { ComponentChildren } from 'preact';
import type { Notice } from '../../lib/shared/notice';
import { trusted } from '../../lib/ui/panel/trusted';

interface NoticeBannerProps {
  /** What to say, in which tone, and the one action that fixes it (if any). */
  notice: Notice;
  /**
   * Details under the sentence (warnings, the service's own reason). With details the
   * sentence becomes their headline, in bold.
   */
  children?: ComponentChildren;
}

/**
 * Shows a `Notice`: the sentence, and at most one action that fixes the situation. Errors are
 * announced to screen readers at once (role "alert"); other notices politely.
 */
export function NoticeBanner({ notice, children }: NoticeBannerProps) {
  const { tone, message, action } = notice;
  const detailed = children !== undefined && children !== null && children !== false;
  return (
    <div class={`wk-notice wk-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>
        {detailed ? <strong>{message}</strong> : message}
        {children}
      </div>
      {action && (
        // The person's own click only: the page panel draws this banner (trusted.ts).
        <button type="button" class="wk-button" onClick={trusted(action.onClick)}>
          {action.label}
        </button>
      )}
    </div>
  );
}
