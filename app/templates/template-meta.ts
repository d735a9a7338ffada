import type { MetaDescriptor } from "react-router";
import { headText } from "../content/meta";
import type { TextId } from "../content/namespaces";
import { localeFromPath, localizePath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import type { Locale } from "../lib/storage-keys";
import { site, siteOrigin } from "../site.config";
import { templateEntryCopy } from "./content/entry";
import type { GalleryCards } from "./gallery-card";
import type { TemplateRecord } from "./gallery-record";

/** What a template's title and description are made of: its card's words, of its slug. */
type MetaRecord = Pick<
  TemplateRecord,
  "slug" | "title" | "industry" | "highlights" | "externalUrl"
>;

/** A text of the record's card: its `templateCard` copy, of its slug, published edits included. */
const cardText = (locale: Locale, record: MetaRecord, id: TextId, text: string) =>
  headText(locale, id, text, record.slug);

const describe = (locale: Locale, record: MetaRecord) => {
  const industry = cardText(locale, record, "templateCard.industry", record.industry);
  const highlights = record.highlights.map((text, i) =>
    cardText(locale, record, `templateCard.highlights.${i}`, text),
  );
  return `${industry}: ${highlights.join(". ")}.`;
};

/**
 * Title and description of /templates/<slug>, from its gallery record in the
 * address's language ("Template not found" without one).
 */
export function templateMeta(record: MetaRecord | undefined, pathname: string): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const common = { path: pathname, brand: site.brand, origin: siteOrigin };
  if (!record) {
    return pageMeta({
      ...common,
      title: headText(locale, "templateEntry.notFound", templateEntryCopy[locale].notFound),
      description: headText(
        locale,
        "templateEntry.notFoundText",
        templateEntryCopy[locale].notFoundText,
      ),
      indexable: false,
    });
  }
  return pageMeta({
    ...common,
    title: cardText(locale, record, "templateCard.title", record.title),
    description: describe(locale, record),
    indexable: !record.externalUrl,
  });
}

const isLinkOrRobots = (tag: MetaDescriptor) =>
  ("tagName" in tag && tag.tagName === "link") || ("name" in tag && tag.name === "robots");

/**
 * The meta of an address that shows another template's home in place of an
 * unknown slug (SPEC §2.1): that home's title and description, kept out of
 * search results, naming the home's real address as canonical.
 */
export function fallbackMeta(
  slug: string,
  pathname: string,
  homeMeta: MetaDescriptor[],
): MetaDescriptor[] {
  const real = localizePath(`/templates/${slug}`, localeFromPath(pathname));
  return [
    ...homeMeta.filter((tag) => !isLinkOrRobots(tag)),
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: `${siteOrigin}${real}` },
  ];
}

/**
 * The `meta` export of a site whose home has no meta module of its own: the
 * title and description of its gallery card, in the address's language.
 */
export const cardRouteMeta =
  (slug: string, cards: GalleryCards) =>
  ({ location }: { location: { pathname: string } }) => {
    const copy = cards[slug]?.[localeFromPath(location.pathname)];
    return templateMeta(copy && { slug, ...copy }, location.pathname);
  };
