import contours from "../../../assets/mining/contours.svg?url";
import { ContentProvider } from "../../../content/ContentProvider";
import { miningNewsCopy } from "../content/news";
import { SiteHero } from "../../shared/SiteHero";
import { NewsBoard } from "./NewsBoard";
import { NewsletterBox } from "./NewsletterBox";

/** News: category filter, featured stories, recent updates and the newsletter box (SPEC §2.6). */
export default function NewsPage() {
  return (
    <ContentProvider namespace="miningNews" copy={miningNewsCopy}>
      <SiteHero
        texture={contours}
        id="news-hero"
        eyebrow="miningNews.hero.eyebrow"
        title="miningNews.hero.title"
        text="miningNews.hero.text"
      />
      <NewsBoard />
      <NewsletterBox />
    </ContentProvider>
  );
}
