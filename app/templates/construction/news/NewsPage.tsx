import blueprint from "../../../assets/construction/blueprint.svg?url";
import { NewsBoard } from "../../shared/news/NewsBoard";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { constructionNewsCopy } from "../content/news";
import { featuredStories, NEWS_CATEGORIES, recentStories } from "./data";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const NewsletterBox = lazyComponent(
  () => import("../../shared/news/NewsletterBox"),
  "NewsletterBox",
);

/**
 * News (SPEC §2.7, §9): the construction categories, filtering, featured
 * stories, recent updates with "Load More", on the board the mining news
 * uses too; and the newsletter box, which says plainly that it saves nothing.
 */
export default function NewsPage() {
  return (
    <SitePage
      namespace="constructionNews"
      copy={constructionNewsCopy}
      page="construction/news"
      Hero={SiteHero}
      hero={{ id: "construction-news-hero", texture: blueprint }}
    >
      <NewsBoard
        key="stories"
        namespace="constructionNews"
        copy={constructionNewsCopy}
        categories={NEWS_CATEGORIES}
        featured={featuredStories}
        recent={recentStories}
      />
      <NewsletterBox key="newsletter" namespace="constructionNews" />
    </SitePage>
  );
}
