import { Phone } from "lucide-react";
import { useId } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import { useQuote } from "../quote/QuoteProvider";
import { site, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";

/** Closing call to action of an inner page: start a quote, or call. */
export function QuoteCallout({
  title,
  text,
  button,
}: {
  title: TextId;
  text: TextId;
  button: TextId;
}) {
  const { openQuote, preloadQuote } = useQuote();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-20 text-center sm:px-6">
      <h2 id={headingId} className="text-3xl font-extrabold sm:text-4xl">
        <Text id={title} />
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-fg-muted">
        <Text id={text} />
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => openQuote()}
          onPointerEnter={preloadQuote}
          onFocus={preloadQuote}
          className={buttonClass("primary", "lg")}
        >
          <Text id={button} />
        </button>
        <a href={telHref} className={buttonClass("secondary", "lg")}>
          <Phone className="size-4" aria-hidden="true" />
          <Text id="common.callPhone" values={{ phone: site.phone.display }} />
        </a>
      </div>
    </section>
  );
}
