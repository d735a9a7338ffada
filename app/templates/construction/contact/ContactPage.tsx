import texture from "../../../assets/construction/contact-hero.svg?url";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { templateFormCopy } from "../../shared/content/form";
import { CtaBand } from "../../shared/CtaBand";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { useSitePath } from "../../shared/SiteBase";
import { constructionContactCopy } from "../content/contact";
import { CallLink } from "../ui/CallLink";
import { ContactInfo } from "./ContactInfo";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the fold: prerendered in the HTML, their code (the form's among it) loads after the
// page's (Sections, LazyPart).
const ServiceArea = lazyComponent(() => import("./ServiceArea"), "ServiceArea");
const MessageSection = lazyComponent(() => import("./MessageSection"), "MessageSection");

/**
 * Contact (SPEC §2.7): how to reach the office and the 24/7 line, the service
 * area across Northern Ontario, the message form (SPEC §3.5, §4) and a call
 * to action. Its ids start with "nc-": before hydration a main page holds the
 * mining contact page beside it.
 */
export default function ContactPage() {
  const pathOf = useSitePath();
  return (
    <ContentProvider namespace="templateForm" copy={templateFormCopy}>
      <SitePage
        namespace="constructionContact"
        copy={constructionContactCopy}
        page="construction/contact"
        Hero={SiteHero}
        hero={{ id: "nc-contact-hero", texture }}
      >
        <ContactInfo key="info" />
        <ServiceArea key="area" />
        <MessageSection key="message" />
        <CtaBand
          key="cta"
          id="nc-contact-cta"
          title="constructionContact.cta.title"
          text="constructionContact.cta.text"
        >
          <CallLink label="constructionContact.cta.call" className={buttonClass("primary", "lg")} />
          <LocalizedLink to={pathOf("projects")} className={buttonClass("secondary", "lg")}>
            <Text id="constructionContact.cta.secondary" />
          </LocalizedLink>
        </CtaBand>
      </SitePage>
    </ContentProvider>
  );
}
