import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { site } from "../../site.config";

/** A short footer for template pages that are not built yet: the gallery, legal links and copyright. */
export function PlaceholderFooter() {
  const t = useText();
  const linkClass = "text-fg-muted transition hover:text-fg";
  return (
    <footer className="border-t border-line px-4 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-fg-muted">
          <Text
            id="common.footer.copyright"
            values={{ year: site.copyrightYear, brand: site.legalName }}
          />
        </p>
        <nav aria-label={t("templateUi.footer.legal")}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <LocalizedLink to="/templates" className={linkClass}>
                <Text id="templateUi.footer.gallery" />
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/privacy" className={linkClass}>
                <Text id="common.footer.privacy" />
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/terms" className={linkClass}>
                <Text id="common.footer.terms" />
              </LocalizedLink>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
