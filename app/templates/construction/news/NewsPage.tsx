import blueprint from "../../../assets/construction/blueprint.svg?url";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { NewsBoard } from "../../shared/news/NewsBoard";
import { NewsletterBox } from "../../shared/news/NewsletterBox";
import { SiteHero } from "../../shared/SiteHero";
import { constructionNewsCopy } from "../content/news";
import { featuredStories, NEWS_CATEGORIES, recentStories } from "./data";

/**
 * News (SPEC §2.7, §9): the construction categories, filtering, featured
 * stories, recent updates with "Load More", on the board the mining news
 * uses too; and the newsletter box, which says plainly that it saves nothing.
 */
export default function NewsPage() {
  return (
    <ContentProvider namespace="constructionNews" copy={constructionNewsCopy}>
      <Sections page="construction/news">
        <SiteHero
          key="hero"
          texture={blueprint}
          id="construction-news-hero"
          eyebrow="constructionNews.hero.eyebrow"
          title="constructionNews.hero.title"
          text="constructionNews.hero.text"
        />
        <NewsBoard
          key="stories"
          namespace="constructionNews"
          copy={constructionNewsCopy}
          categories={NEWS_CATEGORIES}
          featured={featuredStories}
          recent={recentStories}
        />
        <NewsletterBox key="newsletter" namespace="constructionNews" />
      </Sections>
    </ContentProvider>
  );
}
