import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { cutButton } from "../pages/ui/cut-button";

/** "View Templates": back to the studio's gallery (in a gallery preview, it closes the preview). */
export function ViewTemplatesLink({
  onNavigate,
  size = "md",
  className = "",
}: {
  onNavigate?: () => void;
  size?: "md" | "sm";
  className?: string;
}) {
  return (
    <LocalizedLink
      to="/templates"
      onClick={onNavigate}
      data-preview-close=""
      className={cutButton("outline", className, size)}
    >
      <Text id="cutCommon.nav.viewTemplates" />
    </LocalizedLink>
  );
}
