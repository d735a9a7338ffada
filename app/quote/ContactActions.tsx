import { Mail, MessageSquareText, Phone } from "lucide-react";
import { Text } from "../content/Text";
import { mailHref, site, smsHref, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";

/** Call, Text and e-mail links: the way forward whenever the form can't send. */
export function ContactActions() {
  return (
    <>
      <a href={telHref} className={buttonClass("secondary", "sm")}>
        <Phone className="size-4" aria-hidden="true" />
        <Text id="quote.failure.call" values={{ phone: site.phone.display }} />
      </a>
      <a href={smsHref} className={buttonClass("secondary", "sm")}>
        <MessageSquareText className="size-4" aria-hidden="true" />
        <Text id="quote.failure.text" />
      </a>
      <a href={mailHref} className={buttonClass("secondary", "sm")}>
        <Mail className="size-4" aria-hidden="true" />
        <Text id="quote.failure.email" values={{ email: site.email }} />
      </a>
    </>
  );
}
