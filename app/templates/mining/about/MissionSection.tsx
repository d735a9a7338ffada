import { StatList, type StatLook } from "../../shared/StatList";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { miningAboutSectionsCopy } from "../content/about-sections";
import { withCopyPart } from "../../../content/withCopyPart";

export const MissionSection = withCopyPart(
  "miningAbout",
  miningAboutSectionsCopy,
  MissionSectionBody,
);

function MissionSectionBody() {
  const copy = useCopy(miningAboutSectionsCopy);
  return (
    <section
      id="mission"
      tabIndex={-1}
      aria-labelledby="mission-title"
      className="scroll-mt-28 px-4 py-20 outline-none sm:px-6 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-bold tracking-[0.14em] text-accent uppercase">
            <Text id="miningAbout.mission.eyebrow" />
          </p>
          <h2 id="mission-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            <Text id="miningAbout.mission.title" />
          </h2>
        </div>
        <div>
          {copy.mission.body.map((_, i) => (
            <p key={i} className="mb-5 text-lg text-fg-muted">
              <Text id={`miningAbout.mission.body.${i}`} />
            </p>
          ))}
          <StatList
            count={copy.mission.facts.length}
            item={(i) => `miningAbout.mission.facts.${i}`}
            look={FIGURES}
          />
        </div>
      </div>
    </section>
  );
}

const FIGURES: StatLook = {
  list: "mt-8 grid grid-cols-3 gap-4 border-t border-line pt-8",
  item: "flex flex-col-reverse justify-end",
  label: "mt-1 text-sm text-fg-muted",
  value: "font-display text-3xl font-bold text-accent sm:text-4xl",
};
