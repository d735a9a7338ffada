import leader1 from "../../../assets/mining/leader-1.svg?url";
import leader2 from "../../../assets/mining/leader-2.svg?url";
import leader3 from "../../../assets/mining/leader-3.svg?url";
import leader4 from "../../../assets/mining/leader-4.svg?url";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { SectionHeading } from "../../shared/SectionHeading";
import { miningAboutCopy } from "../content/about";

const portraits = [leader1, leader2, leader3, leader4];

export function LeadershipSection() {
  const copy = useCopy(miningAboutCopy);
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
          id="leadership-title"
          eyebrow="miningAbout.leadership.eyebrow"
          title="miningAbout.leadership.title"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {copy.leadership.people.map((person, i) => (
            <li
              key={i}
              className="flex flex-col rounded-card border border-line bg-surface p-6 text-center shadow-lift"
            >
              <img
                src={portraits[i]}
                alt={t("miningAbout.leadership.portrait", { name: person.name })}
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                className="mx-auto size-28 rounded-full ring-4 ring-surface-raised"
              />
              <h3 className="mt-5 text-lg font-bold">
                <Text id={`miningAbout.leadership.people.${i}.name`} />
              </h3>
              <p className="mt-1 text-sm font-semibold text-accent">
                <Text id={`miningAbout.leadership.people.${i}.role`} />
              </p>
              <p className="mt-3 text-sm text-fg-muted">
                <Text id={`miningAbout.leadership.people.${i}.bio`} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
