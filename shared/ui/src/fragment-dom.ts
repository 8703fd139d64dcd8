// What the remotes' server-included fragments draw with, without React: plain DOM and the
// catalogue's `{{name}}` placeholders. Plain DOM, no imports: `@panel/ui/fragment-dom`.

/** An element with its attributes (null and undefined ones left out, in this order) and children. */
export function h(tag: string, attributes: Record<string, string | null | undefined>, ...children: (Node | string | null | false)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value != null) element.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== false) element.append(child);
  return element;
}

/** A catalogue's texts with their `{{name}}` values filled in, as the kit's translate writes them. */
export const catalogueText =
  <Key extends string>(catalogue: Record<Key, string>) =>
  (key: Key, values: Record<string, string | number> = {}): string =>
    catalogue[key].replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
