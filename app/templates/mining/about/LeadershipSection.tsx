import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf, LEADER_PORTRAITS } from "../data";

export function LeadershipSection() {
  const t = useText();
  return (
    <section
      id="leadership"
      tabIndex={-1}
      aria-labelledby="leadership-title"
      className="scroll-mt-28 px-4 py-20 outline-none sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="leadership-title"
          eyebrow="miningAbout.leadership.eyebrow"
          title="miningAbout.leadership.title"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {idsOf(LEADER_PORTRAITS).map((id) => (
            <li
              key={id}
              className="flex flex-col rounded-card border border-line bg-surface p-6 text-center shadow-lift"
            >
              <img
                src={LEADER_PORTRAITS[id]}
                alt={t("miningAbout.leadership.portrait", {
                  name: t(`miningAbout.leadership.people.${id}.name`),
                })}
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                className="mx-auto size-28 rounded-full ring-4 ring-surface-raised"
              />
              <h3 className="mt-5 text-lg font-bold">
                <Text id={`miningAbout.leadership.people.${id}.name`} />
              </h3>
              <p className="mt-1 text-sm font-semibold text-accent">
                <Text id={`miningAbout.leadership.people.${id}.role`} />
              </p>
              <p className="mt-3 text-sm text-fg-muted">
                <Text id={`miningAbout.leadership.people.${id}.bio`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
