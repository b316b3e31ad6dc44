/** An attribute as the views give it: left out when undefined, written as text otherwise. */
type Attribute = string | number | boolean | undefined;

/** A child: a node, or text (each string one text node, as Preact makes them); false is none. */
export type Child = Node | string | false | null | undefined;

/**
 * An element with attributes and children, made with the DOM alone: what the first screen's
 * drawing (before Preact is loaded) builds with. Text is always text (`append` of a string),
 * never markup, so whatever the service sent stays inert.
 */
export function el(
  tag: string,
  attributes: Record<string, Attribute> | null,
  ...children: Child[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value !== undefined) node.setAttribute(name, String(value));
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * Puts `next` in `root` in place of what it shows, keeping the header when it is the same (the
 * screen's title and buttons, drawn from no data): a redraw as an answer arrives must not take
 * away the element a person is pressing or has focused (its "Open in side panel" above all,
 * which acts in the press itself, components/first-screen/side-panel-click.ts).
 */
export function redraw(root: HTMLElement, next: HTMLElement): void {
  const shown = root.childElementCount === 1 ? root.firstElementChild : null;
  const header = shown?.firstElementChild;
  const same =
    shown?.cloneNode(false).isEqualNode(next.cloneNode(false)) &&
    header?.localName === 'header' &&
    header.isEqualNode(next.firstElementChild);
  if (!shown || !header || !same) {
    root.replaceChildren(next);
    return;
  }
  // The header stays where it is (not moved: a moved element loses focus); the rest is new.
  while (header.nextSibling) header.nextSibling.remove();
  while (header.previousSibling) header.previousSibling.remove();
  next.firstElementChild?.remove();
  shown.append(...next.childNodes);
}
