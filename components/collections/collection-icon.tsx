interface CollectionIconProps {
  /** The service's icon: an emoji or a short text; anything longer (a URL) is not shown. */
  icon: string;
  type: string;
}

const TYPE_GLYPHS: Record<string, string> = {
  DOCUMENT: '📄',
  URL: '🔗',
  TEXT: '📝',
  COLLECTION: '📁',
};

/**
 * A small decorative icon. The service's icon is shown as text only when it is short (an
 * emoji); an image address is not loaded, so a collection cannot make the popup fetch it.
 */
export function CollectionIcon({ icon, type }: CollectionIconProps) {
  const glyph = icon && [...icon].length <= 4 ? icon : (TYPE_GLYPHS[type] ?? '•');
  return (
    <span class="wk-collections__icon" aria-hidden="true">
      {glyph}
    </span>
  );
}
