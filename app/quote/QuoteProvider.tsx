import { createContext, lazy, Suspense, use, useCallback, useMemo, useState } from "react";
import type { ReactNode } from "react";

import { loadChunk } from "../lib/retry";
import { LoadFailureBoundary } from "../ui/LoadFailureBoundary";
import type { QuoteOptions } from "./quote-options";

interface QuoteApi {
  openQuote: (options?: QuoteOptions) => void;
  preloadQuote: () => void;
}

const QuoteContext = createContext<QuoteApi | null>(null);

let pending: Promise<typeof import("./QuoteModal")> | undefined;
/** The form's code, downloaded once (a failed download is tried once more, then again on the next call). */
const loadModal = () =>
  (pending ??= loadChunk(() => import("./QuoteModal")).catch((error: unknown) => {
    pending = undefined;
    throw error;
  }));
const QuoteModal = lazy(loadModal);

/** Owns the quote modal; its code (form, validation, e-mail SDK) loads only when first wanted. */
export function QuoteProvider({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<QuoteOptions>({});

  const openQuote = useCallback((next: QuoteOptions = {}) => {
    setOptions(next);
    setMounted(true);
    setOpen(true);
  }, []);
  const preloadQuote = useCallback(() => void loadModal().catch(() => {}), []);

  const api = useMemo(() => ({ openQuote, preloadQuote }), [openQuote, preloadQuote]);
  return (
    <QuoteContext value={api}>
      {children}
      {mounted && (
        <LoadFailureBoundary>
          <Suspense fallback={null}>
            <QuoteModal open={open} onOpenChange={setOpen} options={options} />
          </Suspense>
        </LoadFailureBoundary>
      )}
    </QuoteContext>
  );
}

export function useQuote(): QuoteApi {
  const api = use(QuoteContext);
  if (api == null) throw new Error("useQuote must be used inside <QuoteProvider>.");
  return api;
}
