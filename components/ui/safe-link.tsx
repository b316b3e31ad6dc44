import type { ComponentChildren } from 'preact';

/**
 * Returns the URL when it is an http(s) address, otherwise undefined. Service data is not
 * trusted to be well-behaved: a `javascript:` or `data:` URL must never become a link.
 */
export function safeHttpUrl(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

interface SafeLinkProps {
  href: string | undefined | null;
  children: ComponentChildren;
  class?: string;
}

/** A link that opens in a new tab when its URL is safe, and plain text when it is not. */
export function SafeLink({ href, children, class: className }: SafeLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return <span class={className}>{children}</span>;
  return (
    <a class={className} href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
