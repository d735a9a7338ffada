import { Text } from "../../../../content/Text";
import { LocalizedLink } from "../../../../i18n/LocalizedLink";
import { useSitePath } from "../../../shared/SiteBase";
import { cutServicesCopy } from "../../content/services";
import { cutButton } from "../ui/cut-button";
import { CutSubPage } from "../ui/CutSubPage";
import { CoreServices } from "./CoreServices";
import { lazyComponent } from "../../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const VisitSteps = lazyComponent(() => import("./VisitSteps"), "VisitSteps");
const ServiceBenefits = lazyComponent(() => import("./ServiceBenefits"), "ServiceBenefits");

/**
 * The barbershop's Services page (SPEC §2.10): four core services with what
 * each includes and costs, a four-step visit, four benefits and a call to action.
 */
export default function ServicesPage() {
  const pathOf = useSitePath();
  return (
    <CutSubPage
      page="services"
      copy={cutServicesCopy}
      cta={["contact", "portfolio"]}
      heroAction={
        <LocalizedLink to={pathOf("contact")} className={cutButton("solid", "mt-9")}>
          <Text id="cutServices.hero.primary" />
        </LocalizedLink>
      }
    >
      <CoreServices key="core" />
      <VisitSteps key="process" />
      <ServiceBenefits key="benefits" />
    </CutSubPage>
  );
}
