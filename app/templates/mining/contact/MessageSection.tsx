import { MessageSection as SharedMessageSection } from "../../shared/MessageSection";
import { Departments } from "./Departments";

/** The message form beside the department mailboxes. */
export function MessageSection() {
  return (
    <SharedMessageSection
      titleId="message-title"
      words="miningContact.form"
      look={{
        band: "px-4 py-16 sm:px-6 sm:py-20",
        grid: "mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1.5fr_1fr]",
        card: "rounded-card border border-line bg-surface p-6 shadow-lift sm:p-8",
        title: "text-2xl font-bold sm:text-3xl",
        text: "mt-2 mb-6 text-fg-muted",
      }}
      aside={<Departments />}
    />
  );
}
