import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf } from "../data";
import { LEADER_PORTRAITS } from "./about-data";
import { LeaderCard } from "./LeaderCard";

/** The four leadership profiles. */
export function AboutLeadership() {
  return (
    <section aria-labelledby="about-leaders-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="about-leaders-title"
          eyebrow="constructionAbout.leadership.eyebrow"
          title="constructionAbout.leadership.title"
          intro="constructionAbout.leadership.intro"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {idsOf(LEADER_PORTRAITS).map((id) => (
            <LeaderCard key={id} id={id} />
          ))}
        </ul>
      </div>
    </section>
  );
}
