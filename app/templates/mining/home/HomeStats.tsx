import { useCopy } from "../../../content/useCopy";
import { StatBand } from "../../shared/StatBand";
import { miningHomeCopy } from "../content/home";

/** SPEC §9: 50+ years, 1,200+ projects, 99.8% safety record, 15 countries. */
export function HomeStats() {
  const copy = useCopy(miningHomeCopy);
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
