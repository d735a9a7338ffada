import { buttonClass } from "../../../ui/button-styles";
import { NewsletterForm } from "../../../ui/NewsletterForm";
import { TemplateIcon } from "../TemplateIcon";
import { newsletterText, type NewsletterNamespace } from "./news-copy";

/**
 * A news page's newsletter box. The templates have no mailing list, so Subscribe says so
 * plainly instead of pretending (and keeps what was typed); each site's copy carries that notice.
 */
export function NewsletterBox({ namespace }: { namespace: NewsletterNamespace }) {
  return (
    <section className="px-4 pb-20 sm:px-6 sm:pb-28">
      <NewsletterForm
        words={newsletterText(namespace)}
        icon={<TemplateIcon name="mail" className="size-8 text-accent-strong" />}
        look={{
          form: "tone-steel mx-auto grid max-w-6xl gap-6 rounded-card bg-bg p-6 text-fg sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-end",
          title: "mt-4 text-2xl font-bold sm:text-3xl",
          text: "mt-2 text-fg-muted",
          label: "mb-1.5 block text-sm font-semibold",
          row: "flex flex-col gap-2 sm:flex-row",
          input:
            "h-12 w-full min-w-0 rounded-full border border-line bg-surface px-5 text-fg placeholder:text-fg-muted sm:flex-1",
          button: buttonClass("primary", "lg"),
        }}
      />
    </section>
  );
}
