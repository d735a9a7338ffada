import type { ReactNode } from "react";
import { ListItem, type ItemFields, type ItemLook, type ItemPath } from "./ListItem";

const TITLE_AND_BODY: ItemFields = { title: "title", body: "body" };

/**
 * A list of items (values, reasons, steps, people), one per key: each item's words are
 * under `path(key, i)` (`fields`, by default its title and body), drawn in `look` after
 * `visual(key, i)`. `ordered` makes it an `<ol>` (steps, milestones).
 */
export function ItemList<K extends string | number>({
  keys,
  path,
  look,
  fields = TITLE_AND_BODY,
  visual,
  ordered = false,
  dated,
  children,
}: {
  keys: readonly K[];
  path: (key: K, i: number) => ItemPath;
  look: ItemLook;
  fields?: ItemFields;
  visual?: (key: K, i: number) => ReactNode;
  ordered?: boolean;
  dated?: boolean;
  /** Drawn in the list before the items (a decorative rule). */
  children?: ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={look.list}>
      {children}
      {keys.map((key, i) => (
        <ListItem
          key={key}
          path={path(key, i)}
          fields={fields}
          look={look}
          dated={dated}
          visual={visual?.(key, i)}
        />
      ))}
    </List>
  );
}
