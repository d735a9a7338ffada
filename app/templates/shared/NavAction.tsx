import { Text } from "../../content/Text";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import type { NavVariant } from "../../lib/template-nav";
import { buttonClass } from "../../ui/button-styles";

/**
 * The navigation's call to action (SPEC §2.5): "View Templates" to the gallery
 * in the template variant, "Get Quote" to /contact in the studio's own.
 */
export function NavAction({
  variant,
  onNavigate,
  className = "",
}: {
  variant: NavVariant;
  onNavigate?: () => void;
  className?: string;
}) {
  const template = variant === "template";
  return (
    <LocalizedLink
      to={template ? "/templates" : "/contact"}
      onClick={onNavigate}
      // In a gallery preview, "View Templates" closes the preview (see templates/frame/FrameBridge).
      data-preview-close={template ? "" : undefined}
      className={buttonClass("primary", "md", className)}
    >
      <Text id={template ? "templateUi.nav.viewTemplates" : "templateUi.nav.getQuote"} />
    </LocalizedLink>
  );
}
