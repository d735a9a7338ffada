/** A tree of copy: strings, nested sections and lists of either. */
export type CopyTree = { readonly [key: string]: CopyValue };
export type CopyValue = string | CopyTree | readonly CopyValue[];

type Join<P extends string, K extends string> = P extends "" ? K : `${P}.${K}`;

/** Every dotted path to a string leaf: "hero.title", "cards.0.title" (as `cards.${number}.title`). */
export type TextPath<T, P extends string = ""> = T extends string
  ? P
  : T extends readonly (infer U)[]
    ? TextPath<U, Join<P, `${number}`>>
    : T extends object
      ? { [K in keyof T & string]: TextPath<T[K], Join<P, K>> }[keyof T & string]
      : never;

/** Makes every string leaf a plain `string`, so a translation is typed against the original. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : { readonly [K in keyof T]: Translation<T[K]> };

/** Resolves "a.b.0.c" in a copy tree; undefined when the path does not end on a string. */
export function lookup(tree: CopyValue | undefined, path: string): string | undefined {
  let node: CopyValue | undefined = tree;
  for (const part of path.split(".")) {
    if (node == null || typeof node === "string") return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Record<string, CopyValue>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Replaces "{name}" placeholders with values. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
