import { ItemList } from "../../../ui/ItemList";
import type { ItemLook } from "../../../ui/ListItem";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { idsOf, SERVICE_ICONS } from "../data";
import { HeadedSection } from "../../shared/HeadedSection";
import { constructionHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** SPEC §2.7: the four services. */
export const HomeServices = withCopyPart(
  "constructionHome",
  constructionHomeSectionsCopy,
  HomeServicesBody,
);

function HomeServicesBody() {
  return (
    <HeadedSection
      titleId="home-services-title"
      words="constructionHome.services"
      intro
      className="bg-surface-raised px-4 py-20 sm:px-6 sm:py-28"
    >
      <ItemList
        visual={(id, i) => (
          <>
            <span
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-1 origin-left scale-x-0 bg-accent transition-transform duration-(--motion-slow) ease-out-soft group-hover:scale-x-100 motion-reduce:transition-none"
            />
            <div className="flex items-start justify-between">
              <span className="inline-flex size-12 items-center justify-center rounded-card bg-fg text-bg">
                <TemplateIcon name={SERVICE_ICONS[id]} className="size-6" />
              </span>
              <span aria-hidden="true" className="font-display text-sm font-bold text-fg-muted">
                {String(i + 1).padStart(2, "0")}
              </span>
            </div>
          </>
        )}
        look={LOOK}
        keys={idsOf(SERVICE_ICONS)}
        path={(id) => `constructionHome.services.items.${id}`}
      />
    </HeadedSection>
  );
}

const LOOK: ItemLook = {
  list: "mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4",
  item: "group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface p-7 shadow-lift",
  title: "mt-6 text-xl font-bold",
  body: "mt-3 text-fg-muted",
};
