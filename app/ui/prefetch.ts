/**
 * Fetches the code of the page a link leads to once the visitor shows intent
 * (pointer over it, focus, touch), so it opens at once without every page of
 * a site downloading up front. Parts of the app that know how to load a page
 * register a prefetcher; the shell knows none of them.
 */
type Prefetcher = (pathname: string) => void;

const prefetchers = new Set<Prefetcher>();
const done = new Set<string>();

/** Adds a prefetcher; returns its removal. */
export function registerPrefetcher(prefetcher: Prefetcher): () => void {
  prefetchers.add(prefetcher);
  done.clear();
  return () => void prefetchers.delete(prefetcher);
}

/** Asks every prefetcher for the page at `href` (a same-origin path), once per path. */
export function prefetchPage(href: string) {
  if (typeof window === "undefined") return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || done.has(url.pathname)) return;
  done.add(url.pathname);
  for (const prefetcher of prefetchers) prefetcher(url.pathname);
}
