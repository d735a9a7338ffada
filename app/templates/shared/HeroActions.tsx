import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { buttonClass } from "../../ui/button-styles";
import { TemplateIcon } from "./TemplateIcon";

type Action = { to: string; text: TextId };

/** A site hero's two calls to action: the main one with an arrow, the second one plainer. */
export function HeroActions({ primary, secondary }: { primary: Action; secondary: Action }) {
  return (
    <div className="mt-9 flex flex-col gap-3 sm:flex-row">
      <LocalizedLink to={primary.to} className={buttonClass("primary", "lg")}>
        <Text id={primary.text} />
        <TemplateIcon name="arrowRight" className="size-4" />
      </LocalizedLink>
      <LocalizedLink to={secondary.to} className={buttonClass("secondary", "lg")}>
        <Text id={secondary.text} />
      </LocalizedLink>
    </div>
  );
}
