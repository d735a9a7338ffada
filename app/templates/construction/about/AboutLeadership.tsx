import { idsOf } from "../data";
import { LEADER_PORTRAITS } from "./about-data";
import { LeaderCard } from "./LeaderCard";
import { HeadedSection } from "../../shared/HeadedSection";

/** The four leadership profiles. */
export function AboutLeadership() {
  return (
    <HeadedSection titleId="about-leaders-title" words="constructionAbout.leadership" intro>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {idsOf(LEADER_PORTRAITS).map((id) => (
          <LeaderCard key={id} id={id} />
        ))}
      </ul>
    </HeadedSection>
  );
}
