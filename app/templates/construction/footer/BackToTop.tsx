import { Text } from "../../../content/Text";
import { TemplateIcon } from "../../shared/TemplateIcon";

/**
 * Takes the visitor back to the top of the page: smoothly, or at once under
 * reduced motion; focus goes to the top of the document too, so the next Tab
 * starts again at the skip link and the navigation.
 */
function toTop() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
  const { body } = document;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.addEventListener("blur", () => body.removeAttribute("tabindex"), { once: true });
}

/** The footer's scroll-to-top button (SPEC §2.7). */
export function BackToTop() {
  return (
    <button
      type="button"
      onClick={toTop}
      className="group inline-flex h-11 items-center self-start sm:self-auto gap-3 rounded-full border border-line pr-2 pl-5 font-semibold text-fg transition hover:border-accent-strong"
    >
      <Text id="constructionCommon.footer.toTop" />
      <span className="inline-flex size-8 items-center justify-center rounded-full bg-accent text-accent-fg transition group-hover:-translate-y-0.5 motion-reduce:transition-none">
        <TemplateIcon name="chevronDown" className="size-4 rotate-180" />
      </span>
    </button>
  );
}
