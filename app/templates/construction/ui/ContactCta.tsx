import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { CallLink } from "./CallLink";

/** A copy path with a call to action's words under it: `<path>.title`, `.text`, `.primary`. */
type CtaPath = TextId extends infer T ? (T extends `${infer P}.primary` ? P : never) : never;

/**
 * A page's closing call to action: the words at `words`, a button to the site's contact page,
 * and with `call` the phone (its label at `<words>.call`).
 */
export function ContactCta({
  id,
  words,
  call = false,
}: {
  id: string;
  words: CtaPath;
  call?: boolean;
}) {
  const pathOf = useSitePath();
  const at = (key: string) => `${words}.${key}` as TextId;
  return (
    <CtaBand id={id} title={at("title")} text={at("text")}>
      <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
        <Text id={at("primary")} />
        <TemplateIcon name="arrowRight" className="size-4" />
      </LocalizedLink>
      {call && <CallLink label={at("call")} className={buttonClass("secondary", "lg")} />}
    </CtaBand>
  );
}
