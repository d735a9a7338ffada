import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf } from "../data";
import { ServiceCard } from "./ServiceCard";
import { SERVICE_ICONS } from "./services-data";

/** The six services, each a card with its feature list. */
export function ServiceList() {
  return (
    <section aria-labelledby="services-offer-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="services-offer-title"
          eyebrow="constructionServices.list.eyebrow"
          title="constructionServices.list.title"
          intro="constructionServices.list.intro"
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {idsOf(SERVICE_ICONS).map((id, i) => (
            <ServiceCard key={id} id={id} position={i + 1} />
          ))}
        </ul>
      </div>
    </section>
  );
}
