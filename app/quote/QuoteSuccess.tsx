import type { Ref } from "react";
import { Text } from "../content/Text";
import { LineIcon } from "../ui/LineIcon";
import { QUOTE_ICONS } from "./quote-icons";

export function QuoteSuccess({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className="py-10 text-center" role="status">
      <LineIcon node={QUOTE_ICONS.circleCheck} className="mx-auto size-16 text-success" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-extrabold outline-none">
        <Text id="quote.success.title" />
      </h3>
      <p className="mx-auto mt-3 max-w-sm text-fg-muted">
        <Text id="quote.success.text" />
      </p>
    </div>
  );
}
