import type { ReactNode } from "react";
import type { TextId, TextParent } from "../content/namespaces";
import { Text } from "../content/Text";

/** A look for a list of items: class strings for the list, an item and each of its words. */
export interface ItemLook {
  list: string;
  item: string;
  /** With it, the words sit in a box of their own beside the visual ("" for a box without classes). */
  words?: string;
  kicker?: string;
  title: string;
  lead?: string;
  body: string;
}

/** Which texts under an item's path it shows: a kicker, its title, a lead and its body. */
export interface ItemFields {
  kicker?: string;
  title: string;
  lead?: string;
  body: string;
}

/** An item's copy path: the parent of its title (`.title`, or a person's `.name`). */
export type ItemPath = TextParent<"title"> | TextParent<"name">;

/**
 * One item of a list: its visual (an icon, a marker, a portrait), then its words from
 * `path` (a kicker, a `<time>` when `dated`, the heading, a lead and the body), in `look`.
 */
export function ListItem({
  path,
  fields,
  look,
  dated,
  visual,
}: {
  path: ItemPath;
  fields: ItemFields;
  look: ItemLook;
  dated?: boolean;
  visual?: ReactNode;
}) {
  const at = (field: string) => `${path}.${field}` as TextId;
  const Kicker = dated ? "time" : "p";
  const words = (
    <>
      {fields.kicker && (
        <Kicker className={look.kicker}>
          <Text id={at(fields.kicker)} />
        </Kicker>
      )}
      <h3 className={look.title}>
        <Text id={at(fields.title)} />
      </h3>
      {fields.lead && (
        <p className={look.lead}>
          <Text id={at(fields.lead)} />
        </p>
      )}
      <p className={look.body}>
        <Text id={at(fields.body)} />
      </p>
    </>
  );
  return (
    <li className={look.item}>
      {visual}
      {look.words === undefined ? words : <div className={look.words || undefined}>{words}</div>}
    </li>
  );
}
