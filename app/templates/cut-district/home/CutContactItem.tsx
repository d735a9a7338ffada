import type { ReactNode } from "react";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";
import { CutIcon, type CutIconName } from "./cut-icons";

/** One way to reach the shop in the home's contact footer: a gold-framed icon, its term and its detail. */
export function CutContactItem({
  icon,
  term,
  children,
}: {
  icon: CutIconName;
  term: TextId;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-extrabold tracking-[0.16em] text-accent uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 inline-flex size-11 items-center justify-center border border-accent/50"
        >
          <CutIcon name={icon} className="size-5" />
        </span>
        <Text id={term} />
      </dt>
      <dd className="mt-1 text-lg">{children}</dd>
    </div>
  );
}
