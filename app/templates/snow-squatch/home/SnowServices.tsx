import { Text } from "../../../content/Text";
import { SectionHeading } from "../../../ui/SectionHeading";
import { SERVICE_ICONS } from "./sections";
import { SnowIcon } from "./SnowIcon";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Six services, one card each. */
export const SnowServices = withCopyPart("snowSquatch", snowSquatchSectionsCopy, SnowServicesBody);

function SnowServicesBody() {
  return (
    <section id="services" aria-labelledby="snow-services-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div data-reveal>
          <SectionHeading
            id="snow-services-title"
            eyebrow="snowSquatch.services.eyebrow"
            title="snowSquatch.services.title"
            intro="snowSquatch.services.text"
            variant="template"
          />
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_ICONS.map((icon, i) => (
            <li
              key={icon}
              data-reveal
              className="group relative overflow-hidden rounded-card border border-line bg-surface p-6 shadow-lift transition duration-(--motion) hover:-translate-y-1"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-surface-raised text-accent transition duration-(--motion) group-hover:bg-accent group-hover:text-accent-fg">
                <SnowIcon name={icon} className="size-6" />
              </span>
              <h3 className="mt-5 font-display text-xl font-bold">
                <Text id={`snowSquatch.services.items.${i}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`snowSquatch.services.items.${i}.text`} />
              </p>
              <SnowIcon
                name="snowflake"
                className="absolute -top-4 -right-4 size-24 text-surface-raised opacity-70"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
