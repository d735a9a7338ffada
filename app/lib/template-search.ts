/** The searchable text of one template in one language. */
export interface Searchable {
  title: string;
  industry: string;
  style: string;
  tags: readonly string[];
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * SPEC §5: case-insensitive substring match against title, any tag, or
 * industry, in either language ("barbier" finds the barbershop). Accents are
 * ignored too ("securite" finds "Sécurité").
 */
export function matchesSearch(versions: readonly Searchable[], query: string): boolean {
  const needle = fold(query.trim());
  if (!needle) return true;
  return versions.some((version) =>
    [version.title, version.industry, ...version.tags].some((field) =>
      fold(field).includes(needle),
    ),
  );
}

/** Industry and style filters compare the English values, which the URL carries. */
export function matchesFilters(
  english: Searchable,
  filters: { industry: string; style: string },
): boolean {
  return (
    (!filters.industry || english.industry === filters.industry) &&
    (!filters.style || english.style === filters.style)
  );
}
