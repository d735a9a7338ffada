import { buttonClass } from "../../../ui/button-styles";
import { NewsletterForm } from "../../../ui/NewsletterForm";

/**
 * The footer's newsletter box (SPEC §2.7: Subscribe has no submit behaviour): it says plainly
 * that the template has no mailing list, sends nothing and keeps what was typed.
 */
export function FooterNewsletter() {
  return (
    <NewsletterForm
      words="constructionCommon.footer.newsletter"
      look={{
        form: "rounded-card border border-line bg-surface p-6 sm:p-8",
        title: "font-display text-xl font-bold",
        text: "mt-2 text-fg-muted",
        field: "mt-5",
        label: "mb-1.5 block text-sm font-semibold",
        row: "flex flex-col gap-3 sm:flex-row",
        input:
          "h-12 w-full min-w-0 rounded-full border border-line bg-bg px-5 text-fg placeholder:text-fg-muted sm:flex-1",
        button: buttonClass("primary", "lg"),
      }}
    />
  );
}
