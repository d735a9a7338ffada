import { NewsletterForm } from "../../../ui/NewsletterForm";
import { cutButton } from "../pages/ui/cut-button";
import { cutField } from "./ui";

/**
 * "Email for updates" (SPEC §2.10, §5: no handler). The shop has no mailing list, so signing
 * up says plainly that nothing was sent or saved, and keeps what was typed. Like the booking
 * form, it submits nowhere.
 */
export function CutUpdates() {
  return (
    <NewsletterForm
      words="cutHome.contact.updates"
      heading="h3"
      method="dialog"
      look={{
        form: "border border-accent/40 bg-surface p-6 sm:p-8",
        title: "font-display text-xl font-extrabold tracking-wide uppercase",
        text: "mt-2 text-fg-muted",
        field: "mt-5",
        label: "mb-1.5 block text-sm font-semibold",
        row: "flex flex-col gap-3 sm:flex-row",
        input: `${cutField} sm:flex-1`,
        button: cutButton("solid", "shrink-0", "md", "heavy"),
      }}
    />
  );
}
