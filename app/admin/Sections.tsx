import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { useSectionArrangement } from "./useSectionArrangement";

/** A child's section id: its `key` (React prefixes it with ".$"). */
const idOf = (element: ReactElement) => String(element.key).replace(/^\.\$/, "");

/**
 * A page's sections, each child keyed by its section id (`<HomeHero key="hero" />`).
 * The copy editor may reorder or hide them in this browser, and in edit mode
 * adds a toolbar to each (SPEC §4); for everyone else they render as written.
 */
export function Sections({ page, children }: { page: string; children: ReactNode }) {
  const arrangement = useSectionArrangement();
  const items = Children.toArray(children).filter(isValidElement);
  if (arrangement === null) return <>{items}</>;

  const sections = new Map(items.map((item) => [idOf(item), item]));
  const defaults = [...sections.keys()];
  const arranged = arrangement.arrange(page, defaults);
  const { Frame } = arrangement;
  return (
    <>
      {Frame ? (
        <Frame page={page} defaults={defaults} arrangement={arranged} sections={sections} />
      ) : (
        arranged.visible.map((id) => sections.get(id))
      )}
    </>
  );
}
