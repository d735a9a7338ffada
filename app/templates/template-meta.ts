import type { MetaDescriptor } from "react-router";
import { localeFromPath, localizePath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";
import { templateEntryCopy } from "./content/entry";
import type { TemplateRecord } from "./gallery-record";

const describe = (record: TemplateRecord) => `${record.industry}: ${record.highlights.join(". ")}.`;

/**
 * Title and description of /templates/<slug>, from its gallery record in the
 * address's language ("Template not found" without one).
 */
export function templateMeta(
  record: TemplateRecord | undefined,
  pathname: string,
): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const common = { path: pathname, brand: site.brand, origin: siteOrigin };
  if (!record) {
    return pageMeta({
      ...common,
      title: templateEntryCopy[locale].notFound,
      description: templateEntryCopy[locale].notFoundText,
      indexable: false,
    });
  }
  return pageMeta({
    ...common,
    title: record.title,
    description: describe(record),
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
