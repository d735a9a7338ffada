import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { BARBERS, type BarberId } from "../brand";
import { CutIcon } from "./cut-icons";
import { BARBER_PORTRAITS, BOOKING_ID } from "./data";
import { CutSection } from "./ui";
import { cutButton } from "../pages/ui/cut-button";

const firstNameOf = (name: string) => name.split(" ")[0] ?? name;

/**
 * The four barbers (SPEC §2.10, §3.4): experience, specialty and a quote.
 * "Book with {name}" chooses that barber in the booking form and scrolls to
 * it (the view's anchor scrolling follows the link).
 */
export function CutTeam({ onBook }: { onBook: (barber: BarberId) => void }) {
  const t = useText();
  return (
    <CutSection
      id="team"
      eyebrow="cutHome.team.eyebrow"
      title="cutHome.team.title"
      intro="cutHome.team.intro"
      tone="surface"
    >
      {/* On a phone the barbers sit in a row that scrolls sideways, one and a bit in view. */}
      <ul className="-mx-4 mt-12 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 xl:grid-cols-4">
        {BARBERS.map((barber) => {
          const key = `cutHome.team.barbers.${barber.id}` as const;
          return (
            <li key={barber.id} data-reveal className="flex w-[82%] shrink-0 snap-start sm:w-auto">
              <article className="flex w-full flex-col border border-line bg-bg">
                <img
                  src={BARBER_PORTRAITS[barber.id]}
                  alt={t(`${key}.imageAlt`)}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full border-b-4 border-accent object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="font-display text-xl font-extrabold tracking-wide uppercase">
                    {barber.name}
                  </h3>
                  <p className="text-sm font-semibold text-fg-muted">
                    <Text id={`${key}.role`} />
                  </p>
                  <p className="mt-4 inline-flex items-center gap-2 self-start bg-accent/15 px-2.5 py-1 text-sm font-bold text-accent">
                    <CutIcon name="scissors" className="size-4" />
                    <Text id="cutHome.team.experience" values={{ years: barber.years }} />
                  </p>
                  <dl className="mt-4 text-sm">
                    <dt className="font-bold tracking-[0.14em] text-fg-muted uppercase">
                      <Text id="cutHome.team.specialty" />
                    </dt>
                    <dd className="mt-1 font-semibold">
                      <Text id={`${key}.specialty`} />
                    </dd>
                  </dl>
                  <blockquote className="mt-4 flex-1 border-l-2 border-accent pl-4 text-fg-muted italic">
                    <p>
                      <q>
                        <Text id={`${key}.quote`} />
                      </q>
                    </p>
                  </blockquote>
                  <a
                    href={`#${BOOKING_ID}`}
                    onClick={() => onBook(barber.id)}
                    className={cutButton("outline", "mt-6 w-full", "md", "heavy")}
                  >
                    <Text id="cutHome.team.book" values={{ name: firstNameOf(barber.name) }} />
                  </a>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </CutSection>
  );
}
