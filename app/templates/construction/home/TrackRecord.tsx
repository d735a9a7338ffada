import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf, RECORD_ICONS } from "../data";
import { CallLink } from "../ui/CallLink";
import { HeadedSection } from "../../shared/HeadedSection";
import { constructionHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** SPEC §2.7: the track record, recent projects with a link to /projects and a phone link. */
export const TrackRecord = withCopyPart(
  "constructionHome",
  constructionHomeSectionsCopy,
  TrackRecordBody,
);

function TrackRecordBody() {
  const pathOf = useSitePath();
  return (
    <HeadedSection
      titleId="home-record-title"
      words="constructionHome.record"
      intro
      className="tone-steel bg-bg px-4 py-20 text-fg sm:px-6 sm:py-28"
    >
      <ul className="mt-12 divide-y divide-line border-y border-line">
        {idsOf(RECORD_ICONS).map((id) => (
          <li
            key={id}
            className="grid grid-cols-[auto_1fr] items-center gap-x-5 gap-y-1 py-6 sm:grid-cols-[auto_1fr_auto] sm:gap-x-8"
          >
            <span className="row-span-2 inline-flex size-12 items-center justify-center rounded-card border border-line text-accent sm:row-span-1">
              <TemplateIcon name={RECORD_ICONS[id]} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold sm:text-xl">
                <Text id={`constructionHome.record.items.${id}.title`} />
              </h3>
              <p className="text-fg-muted">
                <Text id={`constructionHome.record.items.${id}.kind`} />
              </p>
            </div>
            <p className="col-start-2 flex items-center gap-2 text-sm text-fg-muted sm:col-start-3 sm:text-base">
              <TemplateIcon name="mapPin" className="size-4 shrink-0 text-accent" />
              <Text id={`constructionHome.record.items.${id}.place`} />
              <span aria-hidden="true">·</span>
              <Text id={`constructionHome.record.items.${id}.year`} />
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <LocalizedLink to={pathOf("projects")} className={buttonClass("primary", "lg")}>
          <Text id="constructionHome.record.projects" />
          <TemplateIcon name="arrowRight" className="size-4" />
        </LocalizedLink>
        <CallLink
          label="constructionHome.record.call"
          className="inline-flex items-center gap-2 font-semibold text-fg underline decoration-accent underline-offset-4 hover:text-accent-strong"
        />
      </div>
    </HeadedSection>
  );
}
