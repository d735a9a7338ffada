import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "../ui/useHydrated";
import { parseGalleryQuery, serializeGalleryQuery, type GalleryQuery } from "../lib/gallery-query";

/** Search, filters, view and compare selection, kept in the URL (shareable, Back restores them). */
export function useGalleryQuery() {
  const [params, setParams] = useSearchParams();
  // The prerendered page knows no query: hydrate with the defaults, then apply the URL's.
  const hydrated = useHydrated();
  const query = useMemo(
    () => parseGalleryQuery(hydrated ? params : new URLSearchParams()),
    [params, hydrated],
  );

  const update = useCallback(
    (change: Partial<GalleryQuery>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) =>
          new URLSearchParams(serializeGalleryQuery({ ...parseGalleryQuery(current), ...change })),
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { query, update };
}
