import { Text } from "../../../../content/Text";
import { useCopy } from "../../../../content/useCopy";
import { cutAboutCopy } from "../../content/about";
import { CutHeading } from "../ui/CutHeading";

/** The mission, and four achievements in figures. */
export function AboutMission() {
  const copy = useCopy(cutAboutCopy);
  return (
    <section aria-labelledby="cut-mission-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[5fr_6fr] lg:gap-20">
        <CutHeading
          id="cut-mission-title"
          eyebrow="cutAbout.mission.eyebrow"
          title="cutAbout.mission.title"
        />
        <div className="space-y-5 text-lg text-fg-muted lg:pt-10">
          {copy.mission.body.map((_, i) => (
            <p key={i} className={i === 0 ? "text-xl text-fg" : undefined}>
              <Text id={`cutAbout.mission.body.${i}`} />
            </p>
          ))}
        </div>
      </div>
      <div className="mx-auto mt-16 max-w-7xl">
        <h3 className="sr-only">
          <Text id="cutAbout.mission.achievements.label" />
        </h3>
        <dl className="grid grid-cols-2 border-y border-accent/30 lg:grid-cols-4">
          {copy.mission.achievements.items.map((_, i) => (
            <div
              key={i}
              className="flex flex-col-reverse justify-end gap-2 border-line px-4 py-8 max-lg:even:border-l sm:px-8 lg:not-first:border-l max-lg:[&:nth-child(n+3)]:border-t"
            >
              <dt className="text-sm text-fg-muted">
                <Text id={`cutAbout.mission.achievements.items.${i}.label`} />
              </dt>
              <dd className="font-display text-4xl font-extrabold text-accent sm:text-5xl">
                <Text id={`cutAbout.mission.achievements.items.${i}.value`} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
