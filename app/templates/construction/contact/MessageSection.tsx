import { MessageSection as SharedMessageSection } from "../../shared/MessageSection";
import { NextSteps } from "./NextSteps";

/** The message form (SPEC §3.5, §4: "Message Sent", cleared after 3 s, nothing sent) and what follows it. */
export function MessageSection() {
  return (
    <SharedMessageSection
      titleId="nc-message"
      words="constructionContact.form"
      look={{
        band: "px-4 py-20 sm:px-6 sm:py-24",
        grid: "mx-auto grid max-w-6xl items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16",
        card: "rounded-card border border-line bg-surface p-6 shadow-lift sm:p-10",
        eyebrow: "text-sm font-bold tracking-[0.14em] text-accent uppercase",
        title: "mt-3 text-3xl font-bold sm:text-4xl",
        text: "mt-4 mb-8 text-lg text-fg-muted",
      }}
      aside={<NextSteps />}
    />
  );
}
