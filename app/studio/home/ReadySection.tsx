import { LineIcon } from "../../ui/LineIcon";
import { STUDIO_ICONS } from "../studio-icons";
import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { QuoteButton } from "../../quote/QuoteButton";
import { site, telHref } from "../../site.config";
import { buttonClass } from "../../ui/button-styles";
import { PromiseList } from "./PromiseList";
import { homeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../content/withCopyPart";

/** "Ready to Begin": start a quote, or call to book a consultation; then what the studio commits to. */
export const ReadySection = withCopyPart("home", homeSectionsCopy, Ready);

function Ready() {
  const t = useText();
  return (
    <section aria-labelledby="ready-title" className="bg-bg px-4 py-20 sm:px-6 sm:py-28">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] border border-line bg-surface px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-32 mx-auto h-64 max-w-3xl rounded-full bg-gradient-to-r from-aurora-a/30 via-aurora-b/25 to-accent/20 blur-3xl"
        />
        <div className="relative">
          <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
            <Text id="home.ready.eyebrow" />
          </p>
          <h2 id="ready-title" className="mt-3 text-4xl font-extrabold sm:text-[2.75rem]">
            <Text id="home.ready.title" />
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-fg-muted">
            <Text id="home.ready.text" />
          </p>
          <PromiseList />
          <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
            <QuoteButton className={buttonClass("primary", "lg")}>
              <Text id="home.ready.start" />
            </QuoteButton>
            <a
              href={telHref}
              className={buttonClass("secondary", "lg")}
              title={t("home.ready.scheduleLabel", { phone: site.phone.display })}
            >
              <LineIcon node={STUDIO_ICONS.calendarClock} className="size-5" />
              <Text id="home.ready.schedule" />
              <span className="sr-only">{site.phone.display}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
