import arenaRoof from "../../../assets/construction/news-arena-roof.svg?url";
import massTimber from "../../../assets/construction/news-mass-timber.svg?url";
import type { constructionNewsEn } from "../content/news.en";
import { idsOf } from "../data";

type News = typeof constructionNewsEn;

/**
 * The news page's categories (SPEC §9), in the order of their filter buttons,
 * after All (copy: constructionNews.filter.categories).
 */
export const NEWS_CATEGORIES = [
  "company-news",
  "sustainability",
  "innovation",
  "community",
  "safety",
  "growth",
  "research",
  "financial",
] as const satisfies readonly Exclude<keyof News["filter"]["categories"], "all">[];
type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Featured stories (copy: constructionNews.featured.items), with their pictures, in order. */
export const FEATURED_STORIES = {
  "elliot-lake-timber": { category: "sustainability", image: massTimber },
  "arena-phase-three": { category: "company-news", image: arenaRoof },
} satisfies Record<keyof News["featured"]["items"], { category: NewsCategory; image: string }>;

/** Recent updates (copy: constructionNews.recent.items), newest first. */
export const RECENT_STORIES = {
  "five-hundred-days": { category: "safety" },
  "timmins-yard": { category: "growth" },
  "frost-foundations": { category: "research" },
  "year-in-numbers": { category: "financial" },
  "warming-hut": { category: "community" },
  "walden-award": { category: "company-news" },
  "drone-quotes": { category: "innovation" },
  "site-recycling": { category: "sustainability" },
  "heights-training": { category: "safety" },
  "espanola-approval": { category: "company-news" },
} satisfies Record<keyof News["recent"]["items"], { category: NewsCategory }>;

/** The stories as the news board takes them: id, category (and picture), in order. */
export const featuredStories = idsOf(FEATURED_STORIES).map((id) => ({
  id,
  ...FEATURED_STORIES[id],
}));
export const recentStories = idsOf(RECENT_STORIES).map((id) => ({ id, ...RECENT_STORIES[id] }));
