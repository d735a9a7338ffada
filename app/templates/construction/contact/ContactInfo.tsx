import { SectionHeading } from "../../../ui/SectionHeading";
import { mailOf, telOf } from "../../shared/brand";
import { constructionBrand } from "../brand";
import { OFFICE } from "./data";
import { ContactMethod } from "./ContactMethod";
import { EmergencyLine } from "./EmergencyLine";
import { OfficeHours } from "./OfficeHours";

const linkClass =
  "underline decoration-accent decoration-2 underline-offset-[6px] transition hover:text-accent-strong";

/** SPEC §2.7: phone (tel:), e-mail (mailto:), the office in Sudbury, its hours and the 24/7 line. */
export function ContactInfo() {
  return (
    <section aria-labelledby="nc-contact-info" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[7fr_5fr] lg:gap-16">
        <div>
          <SectionHeading
            variant="template"
            id="nc-contact-info"
            eyebrow="constructionContact.info.eyebrow"
            title="constructionContact.info.title"
            intro="constructionContact.info.intro"
          />
          <ul className="mt-10">
            <ContactMethod
              icon="phone"
              title="constructionContact.info.phone.title"
              note="constructionContact.info.phone.note"
            >
              <a href={telOf(constructionBrand)} className={linkClass}>
                {constructionBrand.phone.display}
              </a>
            </ContactMethod>
            <ContactMethod
              icon="mail"
              title="constructionContact.info.email.title"
              note="constructionContact.info.email.note"
            >
              <a href={mailOf(constructionBrand)} className={linkClass}>
                {constructionBrand.email}
              </a>
            </ContactMethod>
            <ContactMethod
              icon="mapPin"
              title="constructionContact.info.office.title"
              note="constructionContact.info.office.note"
            >
              <address className="not-italic">
                {OFFICE.street}
                <br />
                {OFFICE.city}, {OFFICE.region} {OFFICE.postalCode}
              </address>
            </ContactMethod>
          </ul>
        </div>
        <div className="grid content-start gap-6 lg:pt-4">
          <OfficeHours />
          <EmergencyLine />
        </div>
      </div>
    </section>
  );
}
