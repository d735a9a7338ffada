import { Text } from "../content/Text";
import type { TextId } from "../content/namespaces";
import type { TextValues } from "../content/useText";
import { useHydrated } from "./useHydrated";

/**
 * A footer's "© {year} …" line with the current year (SPEC §9), read from the visitor's clock.
 * The prerendered page carries the build's year; hydration keeps that text as it is (so no
 * mismatch when the year has turned since), and the line is then drawn again, keyed anew,
 * with the year of the visitor's clock.
 */
export function Copyright({ id, values }: { id: TextId; values?: TextValues }) {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? "live" : "built"} suppressHydrationWarning>
      <Text id={id} values={{ ...values, year: new Date().getFullYear() }} />
    </span>
  );
}
