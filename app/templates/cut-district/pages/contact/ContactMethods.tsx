import { mailOf, telOf } from "../../../shared/brand";
import { TemplateIcon } from "../../../shared/TemplateIcon";
import { CUT_DISTRICT_ADDRESS, cutDistrictBrand } from "../../brand";
import { CutHeading } from "../ui/CutHeading";
import { ContactMethod } from "./ContactMethod";

const linkClass =
  "mt-5 inline-block font-display text-xl font-bold text-accent-strong underline decoration-accent/40 underline-offset-4 transition hover:decoration-accent";

/** Three ways to reach the shop: call, write, walk in. */
export function ContactMethods() {
  const brand = cutDistrictBrand;
  return (
    <section aria-labelledby="cut-methods-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-7xl">
        <CutHeading
          id="cut-methods-title"
          eyebrow="cutContact.methods.eyebrow"
          title="cutContact.methods.title"
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          <ContactMethod icon={<TemplateIcon name="phone" className="size-6" />} method="call">
            <a href={telOf(brand)} className={linkClass}>
              {brand.phone.display}
            </a>
          </ContactMethod>
          <ContactMethod icon={<TemplateIcon name="mail" className="size-6" />} method="email">
            <a href={mailOf(brand)} className={`${linkClass} text-lg break-all`}>
              {brand.email}
            </a>
          </ContactMethod>
          <ContactMethod icon={<TemplateIcon name="mapPin" className="size-6" />} method="visit">
            <address className="mt-5 font-display text-lg font-bold text-fg not-italic">
              {CUT_DISTRICT_ADDRESS.street}
              <br />
              {CUT_DISTRICT_ADDRESS.city}
            </address>
          </ContactMethod>
        </ul>
      </div>
    </section>
  );
}
