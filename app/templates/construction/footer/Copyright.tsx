import { Text } from "../../../content/Text";
import { useHydrated } from "../../../ui/useHydrated";

/**
 * "© {year} …" with the current year (SPEC §9), read from the visitor's clock.
 * The prerendered page carries the build's year; hydration keeps that text as
 * it is (so no mismatch when the year has turned since), and the line is then
 * drawn again, keyed anew, with the year of the visitor's clock.
 */
export function Copyright() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? "live" : "built"} suppressHydrationWarning>
      <Text id="constructionCommon.footer.copyright" values={{ year: new Date().getFullYear() }} />
    </span>
  );
}
