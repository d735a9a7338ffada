import { useCopy } from "../../../content/useCopy";
import { StatBand } from "../../shared/StatBand";
import { miningHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** SPEC §9: 50+ years, 1,200+ projects, 99.8% safety record, 15 countries. */
export const HomeStats = withCopyPart("miningHome", miningHomeSectionsCopy, HomeStatsBody);

function HomeStatsBody() {
  const copy = useCopy(miningHomeSectionsCopy);
  return (
    <section aria-labelledby="home-stats-title" className="px-4 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <StatBand
          labelId="home-stats-title"
          label="miningHome.stats.label"
          note="miningHome.stats.note"
          count={copy.stats.items.length}
          item={(i) => `miningHome.stats.items.${i}`}
        />
      </div>
    </section>
  );
}
