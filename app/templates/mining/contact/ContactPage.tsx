import contours from "../../../assets/mining/contours.svg?url";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { telOf } from "../../shared/brand";
import { miningBrand } from "../brand";
import { templateFormCopy } from "../../shared/content/form";
import { miningContactCopy } from "../content/contact";
import { CtaBand } from "../../shared/CtaBand";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { useSitePath } from "../../shared/SiteBase";
import { InfoGrid } from "./InfoGrid";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const MessageSection = lazyComponent(() => import("./MessageSection"), "MessageSection");

/** Contact: info grid with hours, the message form, department mailboxes and a call to action (SPEC §2.6). */
export default function ContactPage() {
  const pathOf = useSitePath();
  return (
    <ContentProvider namespace="templateForm" copy={templateFormCopy}>
      <SitePage
        namespace="miningContact"
        copy={miningContactCopy}
        page="mining/contact"
        Hero={SiteHero}
        hero={{ id: "contact-hero", texture: contours }}
      >
        <InfoGrid key="info" />
        <MessageSection key="message" />
        <CtaBand
          key="cta"
          id="contact-cta"
          title="miningContact.cta.title"
          text="miningContact.cta.text"
        >
          <a href={telOf(miningBrand)} className={buttonClass("primary", "lg")}>
            <TemplateIcon name="phone" className="size-4" />
            <Text id="miningContact.cta.call" values={{ phone: miningBrand.phone.display }} />
          </a>
          <LocalizedLink to={pathOf("services")} className={buttonClass("secondary", "lg")}>
            <Text id="miningContact.cta.secondary" />
          </LocalizedLink>
        </CtaBand>
      </SitePage>
    </ContentProvider>
  );
}
