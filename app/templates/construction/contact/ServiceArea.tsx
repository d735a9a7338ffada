import { Text } from "../../../content/Text";
import { ServiceMap } from "./ServiceMap";
import { ServiceZones } from "./ServiceZones";
import { HeadedSection } from "../../shared/HeadedSection";

/** SPEC §2.7: the service-area panel, the towns served by zone beside a map of them. */
export function ServiceArea() {
  return (
    <HeadedSection
      titleId="nc-service-area"
      words="constructionContact.area"
      intro
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-24"
    >
      <div className="mt-12 grid items-start gap-10 lg:grid-cols-[6fr_5fr] lg:gap-14">
        <ServiceMap />
        <div>
          <ServiceZones />
          <p className="mt-8 border-l-2 border-accent pl-4 text-fg-muted">
            <Text id="constructionContact.area.outside" />
          </p>
        </div>
      </div>
    </HeadedSection>
  );
}
