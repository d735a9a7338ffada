import { useCallback, useEffect, useMemo, useRef } from "react";
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

  // The query last asked for, until the URL shows it: React Router hands setParams the
  // params of the last render, so a second change made before the first one lands (two
  // quick choices) would otherwise undo the first.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  const update = useCallback(
    (change: Partial<GalleryQuery>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const base = parseGalleryQuery(asked.current ?? current);
          asked.current = new URLSearchParams(serializeGalleryQuery({ ...base, ...change }));
          return asked.current;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { query, update };
}
