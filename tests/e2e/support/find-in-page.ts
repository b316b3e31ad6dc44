import type { WireTarget } from './driver';

/**
 * Runs inside the page (both drivers pass it to the browser as source, so it must use nothing
 * from outside its body): every element matching the target, in document order, looking into
 * open shadow roots too. Answers the `nth` match, or `null`; with `count` set, the number of
 * matches instead.
 */
export function findInPage(input: {
  target: WireTarget;
  count?: boolean;
}): Element | number | null {
  const { target } = input;
  const all = (root: Document | ShadowRoot | Element): Element[] => {
    const found: Element[] = [];
    const walk = (node: Document | ShadowRoot | Element) => {
      for (const child of Array.from(node.children)) {
        found.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    walk(root);
    return found;
  };
  const matches = (value: string, match: WireTarget['name']) => {
    if (!match) return true;
    const text = value.replace(/\s+/g, ' ').trim();
    return 'exact' in match
      ? text === match.exact
      : new RegExp(match.source, match.flags).test(text);
  };
  const rootOf = (element: Element) => element.getRootNode() as Document | ShadowRoot;
  const byId = (element: Element, id: string) => rootOf(element).getElementById?.(id) ?? null;
  const labelOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => byId(element, id)?.textContent ?? '')
        .join(' ');
    }
    const aria = element.getAttribute('aria-label');
    if (aria) return aria;
    if (element.id) {
      const label = rootOf(element).querySelector?.(`label[for="${CSS.escape(element.id)}"]`);
      if (label) return label.textContent ?? '';
    }
    const wrapping = element.closest('label');
    if (wrapping) return wrapping.textContent ?? '';
    return '';
  };
  const roleOf = (element: Element): string => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit;
    const tag = element.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'a' && element.hasAttribute('href')) return 'link';
    if (tag === 'button') return 'button';
    if (tag === 'li') return 'listitem';
    if (tag === 'ul' || tag === 'ol') return 'list';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return 'combobox';
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (type === 'button' || type === 'submit') return 'button';
      return 'textbox';
    }
    return '';
  };
  const nameOf = (element: Element) => {
    const label = labelOf(element);
    if (label) return label;
    if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA')
      return element.getAttribute('placeholder') ?? '';
    return element.textContent ?? '';
  };
  let scope: Document | Element = document;
  if (target.within) {
    const inner = all(document).find((element) => element.matches(target.within as string));
    if (!inner) return input.count ? 0 : null;
    scope = inner.shadowRoot ? (inner.shadowRoot as unknown as Element) : inner;
  }
  const found = all(scope).filter((element) => {
    if (target.css && !element.matches(target.css)) return false;
    if (target.role && (roleOf(element) !== target.role || !matches(nameOf(element), target.name)))
      return false;
    if (target.label) {
      const field =
        /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.hasAttribute('role');
      if (!field || !labelOf(element) || !matches(labelOf(element), target.label)) return false;
    }
    if (target.text) {
      // The innermost element with the text, not each of its ancestors.
      if (!matches(element.textContent ?? '', target.text)) return false;
      const child = Array.from(element.children).some((inner) =>
        matches(inner.textContent ?? '', target.text),
      );
      if (child) return false;
    }
    return true;
  });
  if (input.count) return found.length;
  return found[target.nth] ?? null;
}
