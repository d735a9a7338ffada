import type { Namespaces, TextId } from "../../../content/namespaces";
import type { BilingualCopy } from "../../../content/registry";
import type { TextPath } from "../../../lib/text-path";
import type { NewsletterPath } from "../../../ui/NewsletterForm";

/**
 * What the shared news board reads from a site's news copy: every site's
 * `<site>News` namespace has at least this shape, keyed by its own story ids
 * and categories, so one board renders any of them by text id.
 */
export interface NewsBoardCopy {
  filter: {
    label: string;
    categories: Record<string, string>;
    count: string;
    empty: string;
  };
  featured: {
    title: string;
    readMore: string;
    by: string;
    imageAlt: string;
    items: Record<
      string,
      {
        title: string;
        excerpt: string;
        body: string;
        author: string;
        date: string;
        readTime: string;
        tags: readonly string[];
      }
    >;
  };
  recent: {
    title: string;
    loadMore: string;
    items: Record<string, { title: string; excerpt: string; date: string; readTime: string }>;
  };
}

/** The newsletter box's copy, in a news namespace that has one. */
interface NewsletterCopy {
  newsletter: {
    title: string;
    text: string;
    label: string;
    placeholder: string;
    button: string;
    notice: string;
  };
}

type NamespaceOf<Shape> = {
  [N in keyof Namespaces & string]: Namespaces[N] extends Shape ? N : never;
}[keyof Namespaces & string];

/** The copy namespaces a news board can render (miningNews, constructionNews, …). */
export type NewsNamespace = NamespaceOf<NewsBoardCopy>;
/** The news namespaces that carry a newsletter box's copy. */
export type NewsletterNamespace = NamespaceOf<NewsletterCopy>;

/** A news page's copy in both languages, for its structure (how many tags a story has). */
export type NewsCopy = BilingualCopy<NewsBoardCopy>;

/**
 * The text id of a path in a news namespace: `newsText("miningNews", "recent.title")`.
 * The path is checked against the board's shape, and the namespace is one whose copy has it.
 */
export const newsText = (namespace: NewsNamespace, path: TextPath<NewsBoardCopy>) =>
  `${namespace}.${path}` as TextId;

/** The copy path of a news namespace's newsletter box: `newsletterText("miningNews")`. */
export const newsletterText = (namespace: NewsletterNamespace) =>
  `${namespace}.newsletter` as NewsletterPath;

/** A story on the board: its copy id and its category. */
export interface NewsStory<C extends string> {
  id: string;
  category: C;
}

/** A featured story also has a picture. */
export interface FeaturedNewsStory<C extends string> extends NewsStory<C> {
  image: string;
}
