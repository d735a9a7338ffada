import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { QuoteButton } from "../../../quote/QuoteButton";
import { ROBOT_SLUG } from "../brand";
import { robotGalleryEn } from "../content/gallery.en";
import { robotGalleryFr } from "../content/gallery.fr";

const GALLERY = { en: robotGalleryEn, fr: robotGalleryFr };

/** The button; the form names this template by its gallery card's title, as the gallery does. */
function QuoteForThisTemplate({ className }: { className: string }) {
  const t = useText();
  return (
    <QuoteButton
      options={{ template: { slug: ROBOT_SLUG, title: t("templateCard.title") } }}
      className={className}
    >
      <Text id="robotTemplate.footer.quote" />
    </QuoteButton>
  );
}

/** The studio's quote form for a site like this one, from the footer. */
export function StudioQuote({ className }: { className: string }) {
  return (
    <ContentProvider namespace="templateCard" copy={GALLERY} instance={ROBOT_SLUG}>
      <QuoteForThisTemplate className={className} />
    </ContentProvider>
  );
}
