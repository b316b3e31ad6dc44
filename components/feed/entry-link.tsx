import type { ComponentChildren } from 'preact';
import { safeHttpUrl } from '../../lib/shared/urls/http-url';

interface EntryLinkProps {
  href: string | undefined;
  /** Opens the URL (in a new tab); the popup does it through the browser so it can close. */
  onOpen: (url: string) => void;
  children: ComponentChildren;
  class?: string;
}

/**
 * A link to what an entry is about. A real `<a>` (keyboard, context menu, screen readers),
 * whose click is handed to `onOpen`; text only when the URL is not http(s).
 */
export function EntryLink({ href, onOpen, children, class: className }: EntryLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return <span class={className}>{children}</span>;
  return (
    <a
      class={className}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        onOpen(url);
      }}
    >
      {children}
    </a>
  );
}
