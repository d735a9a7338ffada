import { ContentProvider } from "../../../../content/ContentProvider";
import { templateFormCopy } from "../../../shared/content/form";
import { cutContactCopy } from "../../content/contact";
import { CutCta } from "../ui/CutCta";
import { PageHero } from "../ui/PageHero";
import { SitePage } from "../../../shared/SitePage";
import { ContactMethods } from "./ContactMethods";
import { lazyComponent } from "../../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const MessageSection = lazyComponent(() => import("./MessageSection"), "MessageSection");

/**
 * The barbershop's Contact page (SPEC §2.10): three ways to reach the shop,
 * the message form, three support options and a call to action.
 */
export default function ContactPage() {
  return (
    <ContentProvider namespace="templateForm" copy={templateFormCopy}>
      <SitePage
        namespace="cutContact"
        copy={cutContactCopy}
        page="cut-district/contact"
        Hero={PageHero}
        hero={{ id: "cut-contact-hero" }}
      >
        <ContactMethods key="methods" />
        <MessageSection key="message" />
        <CutCta
          key="cta"
          id="cut-contact-cta"
          namespace="cutContact"
          primary="about"
          secondary="portfolio"
        />
      </SitePage>
    </ContentProvider>
  );
}
