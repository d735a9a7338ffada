import { useId } from "react";
import { useText } from "../../../content/useText";
import { restoreAllSections, restoreSection } from "../../../lib/copy-edits/section-layout";
import { buttonClass } from "../../../ui/button-styles";
import { commitLayout, currentLayout } from "../layout-store";

/** The sections deleted from this page's view in this browser, each with its way back. */
export function HiddenSections({
  page,
  defaults,
  deleted,
}: {
  page: string;
  defaults: readonly string[];
  deleted: readonly string[];
}) {
  const t = useText();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="hidden-sections">
      <h2 id={titleId} className="text-sm font-bold tracking-wide uppercase">
        {t("admin.sections.hiddenTitle")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {deleted.map((id) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => commitLayout(restoreSection(currentLayout(), page, defaults, id))}
              className={buttonClass("secondary", "sm")}
            >
              {t("admin.sections.restore", { id })}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => commitLayout(restoreAllSections(currentLayout(), page))}
        className={buttonClass("ghost", "sm")}
      >
        {t("admin.sections.restoreAll")}
      </button>
    </section>
  );
}
