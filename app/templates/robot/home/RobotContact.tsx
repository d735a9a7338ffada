import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { QuoteButton } from "../../../quote/QuoteButton";
import { site } from "../../../site.config";
import { buttonClass } from "../../../ui/button-styles";
import { robotGalleryEn } from "../content/gallery.en";
import { robotGalleryFr } from "../content/gallery.fr";
import { ROBOT_SLUG } from "../brand";

const GALLERY = { en: robotGalleryEn, fr: robotGalleryFr };

/** The quote button; the form names this template by its gallery card's title, as the gallery does. */
function QuoteForThisTemplate() {
  const t = useText();
  return (
    <QuoteButton
      options={{ template: { slug: ROBOT_SLUG, title: t("templateCard.title") } }}
      className={buttonClass("primary", "lg")}
    >
      <Text id="robotTemplate.contact.quote" />
    </QuoteButton>
  );
}

/** The call to action: the studio's quote form, its e-mail, and the way back to the gallery. */
export function RobotContact() {
  return (
    <section
      id="contact"
      aria-labelledby="robot-contact-title"
      className="border-t border-line px-4 py-20 text-center sm:px-6"
    >
      <div data-reveal className="mx-auto max-w-2xl">
        <p className="font-mono text-sm tracking-[0.14em] text-accent uppercase">
          <Text id="robotTemplate.contact.eyebrow" />
        </p>
        <h2
          id="robot-contact-title"
          className="mt-3 font-display text-3xl font-bold tracking-(--heading-tracking) text-balance sm:text-4xl"
        >
          <Text id="robotTemplate.contact.title" />
        </h2>
        <p className="mt-4 text-lg text-fg-muted">
          <Text id="robotTemplate.contact.text" values={{ studio: site.brand }} />
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <ContentProvider namespace="templateCard" copy={GALLERY} instance={ROBOT_SLUG}>
            <QuoteForThisTemplate />
          </ContentProvider>
          <a href={`mailto:${site.email}`} className={buttonClass("secondary", "lg")}>
            <Text id="robotTemplate.contact.email" />
          </a>
        </div>
        <LocalizedLink
          to="/templates"
          className="mt-8 inline-flex items-center gap-2 rounded-full px-2 py-1 font-semibold text-fg-muted underline-offset-4 hover:text-fg hover:underline"
        >
          <Text id="robotTemplate.contact.back" />
        </LocalizedLink>
      </div>
    </section>
  );
}
