import { Text } from "../../../../content/Text";
import type { BARBERS } from "../../brand";

/** One barber: a gold monogram, name, role, specialty, years behind the chair and bio. */
export function BarberCard({ barber }: { barber: (typeof BARBERS)[number] }) {
  const initials = barber.name
    .split(" ")
    .map((part) => part[0])
    .join("");
  const path = `cutAbout.team.people.${barber.id}` as const;
  return (
    <li className="group flex flex-col border border-line bg-surface p-6 transition-colors duration-(--motion) hover:border-accent/50">
      <div
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-full border border-accent/70 p-1.5"
      >
        <span className="grid size-full place-items-center rounded-full bg-[radial-gradient(circle_at_30%_25%,#3a3324,#17171a_70%)] font-display text-2xl font-bold tracking-[0.08em] text-accent-strong ring-1 ring-accent/30">
          {initials}
        </span>
      </div>
      <h3 className="mt-6 text-xl font-bold tracking-[0.04em] uppercase">{barber.name}</h3>
      <p className="mt-1 text-sm font-semibold text-accent">
        <Text id={`${path}.role`} />
      </p>
      <p className="mt-4 text-sm font-medium text-fg">
        <Text id={`${path}.specialty`} />
      </p>
      <p className="mt-1 text-xs tracking-[0.14em] text-fg-muted uppercase">
        <Text id="cutAbout.team.years" values={{ years: barber.years }} />
      </p>
      <p className="mt-4 border-t border-line pt-4 text-sm leading-relaxed text-fg-muted">
        <Text id={`${path}.bio`} />
      </p>
    </li>
  );
}
