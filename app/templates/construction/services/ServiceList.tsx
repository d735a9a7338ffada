import { idsOf } from "../data";
import { ServiceCard } from "./ServiceCard";
import { SERVICE_ICONS } from "./services-data";
import { HeadedSection } from "../../shared/HeadedSection";

/** The six services, each a card with its feature list. */
export function ServiceList() {
  return (
    <HeadedSection titleId="services-offer-title" words="constructionServices.list" intro>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {idsOf(SERVICE_ICONS).map((id, i) => (
          <ServiceCard key={id} id={id} position={i + 1} />
        ))}
      </ul>
    </HeadedSection>
  );
}
