import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { HOME_SERVICE_ICONS, idsOf, type ServiceId } from "../data";
import { IconTile } from "../ui/IconTile";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { HeadedSection } from "../../shared/HeadedSection";
import { miningHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Three service cards, each pointing at its full description. */
export const HomeServices = withCopyPart("miningHome", miningHomeSectionsCopy, HomeServicesBody);

function HomeServicesBody() {
  const pathOf = useSitePath();
  return (
    <HeadedSection titleId="home-services-title" words="miningHome.services" intro>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {idsOf(HOME_SERVICE_ICONS).map((id) => {
          /** Each card is one of the services, and links to its card on the services page. */
          const service: ServiceId = id;
          return (
            <li
              key={id}
              className="flex flex-col rounded-card border border-line bg-surface p-7 shadow-lift"
            >
              <IconTile icon={HOME_SERVICE_ICONS[id]} />
              <h3 className="mt-5 text-xl font-bold">
                <Text id={`miningHome.services.cards.${id}.title`} />
              </h3>
              <p className="mt-3 flex-1 text-fg-muted">
                <Text id={`miningHome.services.cards.${id}.body`} />
              </p>
              <LocalizedLink
                to={`${pathOf("services")}#${service}`}
                className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent underline-offset-4 hover:underline"
              >
                <Text id="miningHome.services.more" />
                <span className="sr-only">
                  : <Text id={`miningHome.services.cards.${id}.title`} />
                </span>
                <TemplateIcon name="arrowRight" className="size-4" />
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
