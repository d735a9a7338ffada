import { useCopy } from "../../../content/useCopy";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { mailOf, telOf } from "../../shared/brand";
import { CUT_DISTRICT_ADDRESS, cutDistrictBrand } from "../brand";
import { cutHomeCopy } from "../content/home";
import { CutContactItem } from "./CutContactItem";

/** The contact footer's title and the ways to reach the shop: address, phone, e-mail, hours (SPEC §2.10). */
export function CutContact() {
  const t = useText();
  const copy = useCopy(cutHomeCopy);
  const { phone, email } = cutDistrictBrand;
  return (
    <div>
      <h2
        id="contact-title"
        className="font-display text-4xl font-extrabold tracking-wide sm:text-5xl"
      >
        <Text id="cutHome.contact.title" />
      </h2>
      <p className="mt-4 text-lg text-fg-muted">
        <Text id="cutHome.contact.lead" />
      </p>
      <dl className="mt-10 grid gap-8 sm:grid-cols-2">
        <CutContactItem icon="mapPin" term="cutHome.contact.visit">
          <address className="not-italic">
            <span className="block">{CUT_DISTRICT_ADDRESS.street}</span>
            <span className="block">{CUT_DISTRICT_ADDRESS.city}</span>
          </address>
        </CutContactItem>
        <CutContactItem icon="phone" term="cutHome.contact.call">
          <a
            href={telOf(cutDistrictBrand)}
            aria-label={t("cutHome.contact.callLabel", { phone: phone.display })}
            className="underline decoration-accent/50 underline-offset-4 hover:text-accent"
          >
            {phone.display}
          </a>
        </CutContactItem>
        <CutContactItem icon="mail" term="cutHome.contact.write">
          <a
            href={mailOf(cutDistrictBrand)}
            aria-label={t("cutHome.contact.writeLabel", { email })}
            className="break-all underline decoration-accent/50 underline-offset-4 hover:text-accent"
          >
            {email}
          </a>
        </CutContactItem>
        <CutContactItem icon="clock" term="cutHome.contact.hoursTitle">
          <ul>
            {copy.contact.hours.map((_, i) => (
              <li key={i}>
                <span className="font-semibold">
                  <Text id={`cutHome.contact.hours.${i}.days`} />
                </span>{" "}
                <Text id={`cutHome.contact.hours.${i}.time`} />
              </li>
            ))}
          </ul>
        </CutContactItem>
      </dl>
    </div>
  );
}
