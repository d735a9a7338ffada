import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { site } from "../../site.config";
import { FooterBaseline } from "../../ui/FooterBaseline";
import { LegalLinks } from "../../ui/LegalLinks";

/** A short footer for template pages that are not built yet: the gallery, legal links and copyright. */
export function PlaceholderFooter() {
  const t = useText();
  return (
    <footer>
      <FooterBaseline
        className="xl:px-0"
        copyright={
          <Text
            id="common.footer.copyright"
            values={{ year: site.copyrightYear, brand: site.legalName }}
          />
        }
      >
        <LegalLinks
          label={t("templateUi.footer.legal")}
          lead={{ to: "/templates", text: <Text id="templateUi.footer.gallery" /> }}
        />
      </FooterBaseline>
    </footer>
  );
}
