import { createContext, lazy, Suspense, use, useCallback, useMemo, useState } from "react";
import type { ReactNode } from "react";

import type { QuoteOptions } from "./quote-options";

interface QuoteApi {
  openQuote: (options?: QuoteOptions) => void;
  preloadQuote: () => void;
}

const QuoteContext = createContext<QuoteApi | null>(null);

const loadModal = () => import("./QuoteModal");
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
        <Suspense fallback={null}>
          <QuoteModal open={open} onOpenChange={setOpen} options={options} />
        </Suspense>
      )}
    </QuoteContext>
  );
}

export function useQuote(): QuoteApi {
  const api = use(QuoteContext);
  if (api == null) throw new Error("useQuote must be used inside <QuoteProvider>.");
  return api;
}
