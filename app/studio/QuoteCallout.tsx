import { useId } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import { QuoteButton } from "../quote/QuoteButton";
import { site, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { ICONS } from "../ui/icon-paths";
import { LineIcon } from "../ui/LineIcon";

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
        <QuoteButton className={buttonClass("primary", "lg")}>
          <Text id={button} />
        </QuoteButton>
        <a href={telHref} className={buttonClass("secondary", "lg")}>
          <LineIcon node={ICONS.phone} className="size-4" />
          <Text id="common.callPhone" values={{ phone: site.phone.display }} />
        </a>
      </div>
    </section>
  );
}
