import { Sections } from "../../../../content/Sections";
import { ContentProvider } from "../../../../content/ContentProvider";
import { templateFormCopy } from "../../../shared/content/form";
import { cutContactCopy } from "../../content/contact";
import { CutCta } from "../ui/CutCta";
import { PageHero } from "../ui/PageHero";
import { ContactMethods } from "./ContactMethods";
import { MessageSection } from "./MessageSection";

/**
 * The barbershop's Contact page (SPEC §2.10): three ways to reach the shop,
 * the message form, three support options and a call to action.
 */
export default function ContactPage() {
  return (
    <ContentProvider namespace="cutContact" copy={cutContactCopy}>
      <ContentProvider namespace="templateForm" copy={templateFormCopy}>
        <Sections page="cut-district/contact">
          <PageHero
            key="hero"
            id="cut-contact-hero"
            eyebrow="cutContact.hero.eyebrow"
            title="cutContact.hero.title"
            text="cutContact.hero.text"
          />
          <ContactMethods key="methods" />
          <MessageSection key="message" />
          <CutCta
            key="cta"
            id="cut-contact-cta"
            title="cutContact.cta.title"
            text="cutContact.cta.text"
            primary={{ page: "about", label: "cutContact.cta.primary" }}
            secondary={{ page: "portfolio", label: "cutContact.cta.secondary" }}
          />
        </Sections>
      </ContentProvider>
    </ContentProvider>
  );
}
