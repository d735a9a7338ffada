import { BARBERS } from "../../brand";
import { CutHeading } from "../ui/CutHeading";
import { BarberCard } from "./BarberCard";

/** The four barbers (SPEC §3.4, §9: six to fifteen years each). */
export function AboutTeam() {
  return (
    <section
      aria-labelledby="cut-team-title"
      className="border-y border-line bg-[#111113] px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-7xl">
        <CutHeading
          id="cut-team-title"
          eyebrow="cutAbout.team.eyebrow"
          title="cutAbout.team.title"
          intro="cutAbout.team.intro"
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BARBERS.map((barber) => (
            <BarberCard key={barber.id} barber={barber} />
          ))}
        </ul>
      </div>
    </section>
  );
}
