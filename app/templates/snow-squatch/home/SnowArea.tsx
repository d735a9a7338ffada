import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../../ui/SectionHeading";
import { SnowAreaMap } from "./SnowAreaMap";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

const ZONE_DOT = ["bg-[#f97316]", "bg-[#7fb5e6]", "bg-[#14b8a6]"] as const;

/** The service area: the map, and the same zones and neighbourhoods as a list. */
export const SnowArea = withCopyPart("snowSquatch", snowSquatchSectionsCopy, SnowAreaBody);

function SnowAreaBody() {
  const { zones } = useCopy(snowSquatchSectionsCopy).area;
  return (
    <section id="area" aria-labelledby="snow-area-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div data-reveal>
          <SectionHeading
            id="snow-area-title"
            eyebrow="snowSquatch.area.eyebrow"
            title="snowSquatch.area.title"
            intro="snowSquatch.area.text"
            variant="template"
          />
        </div>
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1.35fr_1fr]">
          <figure
            data-reveal
            className="overflow-hidden rounded-card border border-line bg-surface shadow-lift"
          >
            <SnowAreaMap />
          </figure>
          <div data-reveal>
            <h3 id="snow-area-list" className="font-display text-xl font-bold">
              <Text id="snowSquatch.area.listTitle" />
            </h3>
            <ul aria-labelledby="snow-area-list" className="mt-5 grid gap-4">
              {zones.map((zone, i) => (
                <li key={zone.name} className="rounded-card border border-line bg-surface p-5">
                  <p className="flex items-center gap-2.5 font-bold">
                    <span className={`size-3 rounded-full ${ZONE_DOT[i]}`} aria-hidden="true" />
                    <Text id={`snowSquatch.area.zones.${i}.name`} />
                  </p>
                  <p className="mt-1 text-sm font-semibold text-accent">
                    <Text id={`snowSquatch.area.zones.${i}.arrival`} />
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-x-2 gap-y-0.5 text-fg-muted">
                    {zone.places.map((place, j) => (
                      <li
                        key={place}
                        className="after:ml-2 after:text-line after:content-['·'] last:after:content-none"
                      >
                        <Text id={`snowSquatch.area.zones.${i}.places.${j}`} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-fg-muted">
              <Text id="snowSquatch.area.outside" />
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
