import { Text } from "../../../content/Text";
import { buttonClass } from "../../../ui/button-styles";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { CallLink } from "../ui/CallLink";

/** The 24/7 emergency line (SPEC §9): the office number, answered around the clock. */
export function EmergencyLine() {
  return (
    <div className="tone-steel relative overflow-hidden rounded-card bg-bg p-7 text-fg shadow-lift sm:p-8">
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 w-1.5 bg-[repeating-linear-gradient(135deg,var(--accent)_0_10px,transparent_10px_20px)]"
      />
      <p className="flex items-center gap-2 text-sm font-bold tracking-[0.14em] text-accent-strong uppercase">
        <TemplateIcon name="clock" className="size-4" />
        <Text id="constructionContact.info.emergency.eyebrow" />
      </p>
      <h3 className="mt-3 text-xl font-bold sm:text-2xl">
        <Text id="constructionContact.info.emergency.title" />
      </h3>
      <p className="mt-3 text-fg-muted">
        <Text id="constructionContact.info.emergency.text" />
      </p>
      <CallLink
        label="constructionContact.info.emergency.call"
        className={buttonClass("primary", "lg", "mt-6 w-full sm:w-auto")}
      />
    </div>
  );
}
