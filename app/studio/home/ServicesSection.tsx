import { Icon } from "../../ui/Icon";
import { LineIcon } from "../../ui/LineIcon";
import { STUDIO_ICONS } from "../studio-icons";
import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { homeSectionsCopy } from "../content/home-sections";
import { SectionHeading } from "../../ui/SectionHeading";
import { withCopyPart } from "../../content/withCopyPart";

const icons = [STUDIO_ICONS.monitorSmartphone, STUDIO_ICONS.compass, STUDIO_ICONS.gem];

export const ServicesSection = withCopyPart("home", homeSectionsCopy, Services);

function Services() {
  const copy = useCopy(homeSectionsCopy);
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="bg-paper py-20 text-paper-fg sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          variant="studio-paper"
          eyebrow="home.services.eyebrow"
          title="home.services.title"
          intro="home.services.intro"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {copy.services.cards.map((card, i) => {
            return (
              <li
                key={i}
                className="group flex flex-col rounded-card border border-paper-line bg-paper-raised p-7 shadow-lift transition duration-300 hover:-translate-y-1"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-paper-fg text-accent">
                  <LineIcon node={icons[i] ?? STUDIO_ICONS.gem} className="size-6" />
                </span>
                <h3 className="mt-6 text-2xl font-bold">
                  <Text id={`home.services.cards.${i}.title`} />
                </h3>
                <p className="mt-3 text-paper-muted">
                  <Text id={`home.services.cards.${i}.body`} />
                </p>
                <ul className="mt-6 grid gap-2 border-t border-paper-line pt-5 text-sm font-medium">
                  {card.points.map((_, j) => (
                    <li key={j} className="flex items-center gap-2">
                      <Icon name="check" className="size-4 shrink-0 text-[#0f766e]" />
                      <Text id={`home.services.cards.${i}.points.${j}`} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
