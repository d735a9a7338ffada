import { MessageSection as SharedMessageSection } from "../../../shared/MessageSection";
import { MessageFields } from "./MessageFields";
import { SupportOptions } from "./SupportOptions";

/** The message form (SPEC §3.5, §5; nothing is sent) beside the three support options. */
export function MessageSection() {
  return (
    <SharedMessageSection
      titleId="cut-message-title"
      words="cutContact.form"
      look={{
        band: "border-y border-line bg-[#111113] px-4 py-20 sm:px-6 sm:py-24",
        grid: "mx-auto grid max-w-7xl items-start gap-14 lg:grid-cols-[3fr_2fr] lg:gap-16",
        card: "border border-accent/30 bg-surface p-6 shadow-lift sm:p-10",
        eyebrow: "text-xs font-bold tracking-[0.28em] text-accent uppercase",
        title: "mt-3 text-3xl font-extrabold uppercase sm:text-4xl",
        text: "mt-4 mb-8 text-lg text-fg-muted",
      }}
      fields={(idOf) => <MessageFields idOf={idOf} />}
      aside={<SupportOptions />}
    />
  );
}
