import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { LazyPart } from "../ui/LazyPart";
import { useCopyLayer } from "./copy-layer";

/** A child's section id: its `key` (React prefixes it with ".$"). */
const idOf = (element: ReactElement) => String(element.key).replace(/^\.\$/, "");

/**
 * A page's sections, each child keyed by its section id (`<HomeHero key="hero" />`).
 * The copy editor may reorder or hide them in this browser, and in edit mode
 * adds a toolbar to each (SPEC §4); for everyone else they render as written,
 * the first with the page and each of the others in its own boundary (LazyPart): a
 * section whose code is lazy hydrates once its code is there.
 */
export function Sections({ page, children }: { page: string; children: ReactNode }) {
  const { arrange, SectionsFrame } = useCopyLayer();
  const items = Children.toArray(children).filter(isValidElement);
  if (arrange === null) {
    return (
      <>
        {items.map((item, index) =>
          index === 0 ? item : <LazyPart key={item.key}>{item}</LazyPart>,
        )}
      </>
    );
  }

  const sections = new Map(items.map((item) => [idOf(item), item]));
  const defaults = [...sections.keys()];
  const arrangement = arrange(page, defaults);
  return (
    <>
      {SectionsFrame ? (
        <SectionsFrame
          page={page}
          defaults={defaults}
          arrangement={arrangement}
          sections={sections}
        />
      ) : (
        arrangement.visible.map((id) => sections.get(id))
      )}
    </>
  );
}
