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
