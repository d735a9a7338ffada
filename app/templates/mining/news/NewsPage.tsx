import contours from "../../../assets/mining/contours.svg?url";
import { miningNewsCopy } from "../content/news";
import { FEATURED_STORIES, idsOf, NEWS_CATEGORIES, RECENT_STORIES } from "../data";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { NewsBoard } from "../../shared/news/NewsBoard";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const NewsletterBox = lazyComponent(
  () => import("../../shared/news/NewsletterBox"),
  "NewsletterBox",
);

const featured = idsOf(FEATURED_STORIES).map((id) => ({ id, ...FEATURED_STORIES[id] }));
const recent = idsOf(RECENT_STORIES).map((id) => ({ id, ...RECENT_STORIES[id] }));

/** News: category filter, featured stories, recent updates and the newsletter box (SPEC §2.6). */
export default function NewsPage() {
  return (
    <SitePage
      namespace="miningNews"
      copy={miningNewsCopy}
      page="mining/news"
      Hero={SiteHero}
      hero={{ id: "news-hero", texture: contours }}
    >
      <NewsBoard
        key="stories"
        namespace="miningNews"
        copy={miningNewsCopy}
        categories={NEWS_CATEGORIES}
        featured={featured}
        recent={recent}
      />
      <NewsletterBox key="newsletter" namespace="miningNews" />
    </SitePage>
  );
}
