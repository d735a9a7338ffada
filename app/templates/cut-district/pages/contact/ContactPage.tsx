import { ContentProvider } from "../../../../content/ContentProvider";
import { templateFormCopy } from "../../../shared/content/form";
import { cutContactCopy } from "../../content/contact";
import { CutSubPage } from "../ui/CutSubPage";
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
      <CutSubPage page="contact" copy={cutContactCopy} cta={["about", "portfolio"]}>
        <ContactMethods key="methods" />
        <MessageSection key="message" />
      </CutSubPage>
    </ContentProvider>
  );
}
