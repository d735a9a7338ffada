import { Text } from "../content/Text";
import { mailHref, site, smsHref, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { ICONS } from "../ui/icon-paths";
import { LineIcon } from "../ui/LineIcon";

/** Call, Text and e-mail links: the way forward whenever the form can't send. */
export function ContactActions() {
  return (
    <>
      <a href={telHref} className={buttonClass("secondary", "sm")}>
        <LineIcon node={ICONS.phone} className="size-4" />
        <Text id="quote.failure.call" values={{ phone: site.phone.display }} />
      </a>
      <a href={smsHref} className={buttonClass("secondary", "sm")}>
        <LineIcon node={ICONS.message} className="size-4" />
        <Text id="quote.failure.text" />
      </a>
      <a href={mailHref} className={buttonClass("secondary", "sm")}>
        <LineIcon node={ICONS.mail} className="size-4" />
        <Text id="quote.failure.email" values={{ email: site.email }} />
      </a>
    </>
  );
}
