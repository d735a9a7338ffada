import contours from "../../../assets/mining/contours.svg?url";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { miningNewsCopy } from "../content/news";
import { FEATURED_STORIES, idsOf, NEWS_CATEGORIES, RECENT_STORIES } from "../data";
import { SiteHero } from "../../shared/SiteHero";
import { NewsBoard } from "../../shared/news/NewsBoard";
import { NewsletterBox } from "../../shared/news/NewsletterBox";

const featured = idsOf(FEATURED_STORIES).map((id) => ({ id, ...FEATURED_STORIES[id] }));
const recent = idsOf(RECENT_STORIES).map((id) => ({ id, ...RECENT_STORIES[id] }));

/** News: category filter, featured stories, recent updates and the newsletter box (SPEC §2.6). */
export default function NewsPage() {
  return (
    <ContentProvider namespace="miningNews" copy={miningNewsCopy}>
      <Sections page="mining/news">
        <SiteHero
          key="hero"
          texture={contours}
          id="news-hero"
          eyebrow="miningNews.hero.eyebrow"
          title="miningNews.hero.title"
          text="miningNews.hero.text"
        />
        <NewsBoard
          key="stories"
          namespace="miningNews"
          copy={miningNewsCopy}
          categories={NEWS_CATEGORIES}
          featured={featured}
          recent={recent}
        />
        <NewsletterBox key="newsletter" namespace="miningNews" />
      </Sections>
    </ContentProvider>
  );
}
