import { Text } from "../../../content/Text";
import { mailOf, telOf } from "../../shared/brand";
import { HeadedSection } from "../../shared/HeadedSection";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { robotBrand } from "../brand";
import { ContactRequestForm } from "./ContactRequestForm";
import { CONTACT_SECTION } from "./sections";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The contact section: who answers, the direct lines and hours, and the form. */
export const RobotContact = withCopyPart(
  "robotTemplate",
  robotTemplateSectionsCopy,
  RobotContactBody,
);

function RobotContactBody() {
  return (
    <HeadedSection
      id={CONTACT_SECTION}
      titleId="robot-contact-title"
      words="robotTemplate.contact"
      intro
    >
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[0.8fr_1.2fr]">
        <div data-reveal className="grid gap-4">
          <a
            href={telOf(robotBrand)}
            className="flex min-h-11 items-center gap-3 rounded-md font-semibold hover:text-accent"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-md border border-line bg-surface text-accent">
              <TemplateIcon name="phone" className="size-4" />
            </span>
            <span>
              <span className="sr-only">
                <Text id="robotTemplate.contact.phoneLabel" />{" "}
              </span>
              {robotBrand.phone.display}
            </span>
          </a>
          <a
            href={mailOf(robotBrand)}
            className="flex min-h-11 items-center gap-3 rounded-md font-semibold break-all hover:text-accent"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-line bg-surface text-accent">
              <TemplateIcon name="mail" className="size-4" />
            </span>
            <span>
              <span className="sr-only">
                <Text id="robotTemplate.contact.emailLabel" />{" "}
              </span>
              {robotBrand.email}
            </span>
          </a>
          <p className="mt-2 flex gap-3 rounded-card border border-line bg-surface p-5 text-sm text-fg-muted">
            <TemplateIcon name="clock" className="mt-0.5 size-4 text-accent" />
            <Text id="robotTemplate.contact.hours" />
          </p>
        </div>
        <div
          data-reveal
          className="rounded-card border border-line bg-surface p-6 shadow-lift sm:p-9"
        >
          <ContactRequestForm />
        </div>
      </div>
    </HeadedSection>
  );
}
