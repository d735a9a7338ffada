import pole from "../../../assets/cut-district/barber-pole.svg?url";
import poleStill from "../../../assets/cut-district/barber-pole-still.svg?url";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { CUT_DISTRICT_ADDRESS, cutDistrictBrand, ESTABLISHED } from "../brand";
import { telOf } from "../../shared/brand";
import { CutIcon } from "./cut-icons";
import { BOOKING_ID } from "./data";
import { TEMPLATE_ICONS } from "../../shared/template-icons";
import { IconFact } from "../../shared/IconFact";
import { cutButton } from "../pages/ui/cut-button";

/** The headline's sentences: the second (and any after) set in gold. */
const sentencesOf = (title: string) => title.split(/(?<=[.!?])\s+/);

/**
 * The hero (SPEC §2.10): "CUT SHARP. LOOK SHARPER.", walk-ins welcome, BOOK
 * YOUR CUT to the booking form and VIEW PRICES to the prices, and the promise
 * "No bots. Real barbers. Free consultation."
 */
export function CutHero() {
  const t = useText();
  const [first, ...rest] = sentencesOf(t("cutHome.hero.title"));
  return (
    <section
      aria-labelledby="cut-hero-title"
      className="relative isolate overflow-hidden px-4 sm:px-6"
    >
      {/* A barber pole's stripes, faint behind the headline. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(-45deg,transparent_0_42px,rgb(224_181_79/0.06)_42px_56px)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-linear-to-b from-transparent to-bg"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 pt-16 pb-20 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2.5 border border-accent/60 bg-accent/10 px-3.5 py-1.5 text-sm font-bold tracking-[0.16em] text-accent uppercase">
            <span aria-hidden="true" className="size-2 rounded-full bg-success" />
            <Text id="cutHome.hero.badge" />
          </p>
          <h1
            id="cut-hero-title"
            className="mt-6 font-display text-[2.6rem] leading-[0.95] font-extrabold tracking-wide min-[400px]:text-5xl sm:text-7xl xl:text-8xl"
          >
            <span className="block">{first}</span>
            {rest.length > 0 && (
              <>
                {" "}
                <span className="block text-accent">{rest.join(" ")}</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-fg-muted">
            <Text id="cutHome.hero.text" />
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={`#${BOOKING_ID}`} className={cutButton("solid", "", "md", "heavy")}>
              <Text id="cutHome.hero.book" />
            </a>
            <a href="#prices" className={cutButton("outline", "", "md", "heavy")}>
              <Text id="cutHome.hero.prices" />
            </a>
          </div>
          <p className="mt-6 flex items-center gap-2 font-semibold">
            <CutIcon name="check" className="size-5 shrink-0 text-accent" />
            <Text id="cutHome.hero.promise" />
          </p>
        </div>

        <div className="mx-auto flex w-full max-w-md items-center gap-5 lg:mx-0 lg:justify-self-end">
          <BarberPole />
          <div className="flex-1 border border-accent/40 bg-surface p-7 shadow-lift">
            <p className="font-display text-sm font-bold tracking-[0.2em] text-accent uppercase">
              <Text id="cutHome.contact.established" values={{ year: ESTABLISHED }} />
            </p>
            <dl className="mt-5 grid gap-4">
              <IconFact
                icon={TEMPLATE_ICONS.clock}
                iconClass="mt-0.5 size-5 text-accent"
                label="cutHome.hero.hoursLabel"
                className="flex gap-3"
                valueClass="font-semibold"
              >
                <Text id="cutHome.hero.hours" />
              </IconFact>
              <IconFact
                icon={TEMPLATE_ICONS.mapPin}
                iconClass="mt-0.5 size-5 text-accent"
                label="cutHome.contact.visit"
                className="flex gap-3"
              >
                <span className="block font-semibold">{CUT_DISTRICT_ADDRESS.street}</span>
                <span className="block text-fg-muted">{CUT_DISTRICT_ADDRESS.city}</span>
              </IconFact>
              <IconFact
                icon={TEMPLATE_ICONS.phone}
                iconClass="mt-0.5 size-5 text-accent"
                label="cutHome.contact.call"
                className="flex gap-3"
              >
                <a
                  href={telOf(cutDistrictBrand)}
                  aria-label={t("cutHome.contact.callLabel", {
                    phone: cutDistrictBrand.phone.display,
                  })}
                  className="font-semibold underline decoration-accent/50 underline-offset-4 hover:text-accent"
                >
                  {cutDistrictBrand.phone.display}
                </a>
              </IconFact>
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * A wall-mounted barber pole beside the shop's card (brass finials and rims, chrome collars, two
 * wall brackets, the glass with its red, cream and blue spiral, its shadow on the wall) in a warm
 * pool of light. The spiral turns only where motion is allowed: a still drawing otherwise.
 */
function BarberPole() {
  return (
    <div aria-hidden="true" className="relative isolate hidden shrink-0 sm:block">
      <div className="absolute -inset-x-16 -inset-y-8 -z-10 bg-[radial-gradient(closest-side,rgb(224_181_79/0.2),rgb(224_181_79/0.06)_60%,transparent)]" />
      <picture>
        <source media="(prefers-reduced-motion: reduce)" srcSet={poleStill} />
        <img src={pole} alt="" width={96} height={344} className="block h-86 w-24" />
      </picture>
    </div>
  );
}
