import { CutHeading } from "../ui/CutHeading";
import { ServiceCard } from "./ServiceCard";
import { SERVICE_ICONS, type CoreServiceId } from "./services-data";

/** The four core services (SPEC §9's price ranges). */
export function CoreServices() {
  return (
    <section aria-labelledby="cut-core-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <CutHeading
          id="cut-core-title"
          eyebrow="cutServices.core.eyebrow"
          title="cutServices.core.title"
          intro="cutServices.core.intro"
        />
        <ul className="mt-14 grid gap-5 md:grid-cols-2">
          {(Object.keys(SERVICE_ICONS) as CoreServiceId[]).map((id) => (
            <ServiceCard key={id} id={id} />
          ))}
        </ul>
      </div>
    </section>
  );
}
