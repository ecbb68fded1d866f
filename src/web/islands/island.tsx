import { createContext, useContext, useId, type ComponentType } from 'react';

/**
 * When an island's code is fetched and it is taken over:
 * - `load`: at once (a form the page is about);
 * - `idle`: when the browser has nothing else to do;
 * - `visible`: when it comes near the screen (a map further down);
 * - `interaction`: at the first pointer, touch or focus on it (the account menu).
 */
export type IslandLoad = 'load' | 'idle' | 'visible' | 'interaction';

/** A component the browser takes over on its own (hydrateRoot), in a file named `<name>.island.tsx`. */
export type IslandComponent<P extends object> = ComponentType<P> & { islandName: string };

/**
 * Marks a component as an island. `name` is its file's name without `.island.tsx`: the browser finds
 * the code by it (src/web/islands/boot.ts), and island-runtime.test.tsx checks that the two agree.
 */
export function defineIsland<P extends object>(name: string, component: ComponentType<P>): IslandComponent<P> {
  return Object.assign(component, { islandName: name });
}

/** An island met while rendering a page: rendered on its own once the page is (entry-server.tsx). */
export type IslandRecord = { key: string; name: string; load: IslandLoad; component: ComponentType<object>; props: object };

/** The islands of the page being rendered, by React's id of their place (stable if a render is retried). */
export const IslandCollector = createContext<Map<string, IslandRecord> | null>(null);

/**
 * An interactive part of a page rendered as HTML. On the server it is a placeholder that
 * entry-server.tsx fills with the component rendered as a root of its own (so that React's ids and
 * the HTML are what the browser's hydrateRoot makes of the same props); in the browser, boot.ts
 * fetches its code when `load` says and takes it over. `props` travel as JSON: data, not functions.
 */
export function Island<P extends object>({
  of,
  props,
  load = 'load',
  inline = false,
  className,
}: {
  of: IslandComponent<P>;
  props: P;
  load?: IslandLoad;
  /** A <span> rather than a <div>, for an island inside a line of text. */
  inline?: boolean;
  className?: string;
}) {
  const islands = useContext(IslandCollector);
  const id = useId();
  if (!islands) throw new Error(`Island ${of.islandName} outside a page rendered with islands`);
  let record = islands.get(id);
  if (!record) {
    record = { key: `i${islands.size}`, name: of.islandName, load, component: of as unknown as ComponentType<object>, props };
    islands.set(id, record);
  }
  const Tag = inline ? 'span' : 'div';
  return (
    <Tag
      data-island={of.islandName}
      data-key={record.key}
      data-load={load}
      data-props={JSON.stringify(props)}
      className={className}
      dangerouslySetInnerHTML={{ __html: `<!--${record.key}-->` }}
    />
  );
}
