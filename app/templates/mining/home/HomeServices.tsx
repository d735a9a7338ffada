import { SectionHeading } from "../../shared/SectionHeading";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { miningHomeCopy } from "../content/home";
import { SERVICE_ANCHORS } from "../anchors";
import { IconTile } from "../ui/IconTile";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";
import type { TemplateIconName } from "../../shared/template-icons";

const icons: readonly TemplateIconName[] = ["pickaxe", "drill", "sprout"];
const anchors: (typeof SERVICE_ANCHORS)[number][] = ["development", "exploration", "closure"];

/** Three service cards, each pointing at its full description. */
export function HomeServices() {
  const copy = useCopy(miningHomeCopy);
  const pathOf = useSitePath();
  return (
    <section aria-labelledby="home-services-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="home-services-title"
          eyebrow="miningHome.services.eyebrow"
          title="miningHome.services.title"
          intro="miningHome.services.intro"
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {copy.services.cards.map((_, i) => {
            const icon = icons[i] ?? "pickaxe";
            return (
              <li
                key={i}
                className="flex flex-col rounded-card border border-line bg-surface p-7 shadow-lift"
              >
                <IconTile icon={icon} />
                <h3 className="mt-5 text-xl font-bold">
                  <Text id={`miningHome.services.cards.${i}.title`} />
                </h3>
                <p className="mt-3 flex-1 text-fg-muted">
                  <Text id={`miningHome.services.cards.${i}.body`} />
                </p>
                <LocalizedLink
                  to={`${pathOf("services")}#${anchors[i]}`}
                  className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent underline-offset-4 hover:underline"
                >
                  <Text id="miningHome.services.more" />
                  <span className="sr-only">
                    : <Text id={`miningHome.services.cards.${i}.title`} />
                  </span>
                  <TemplateIcon name="arrowRight" className="size-4" />
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
