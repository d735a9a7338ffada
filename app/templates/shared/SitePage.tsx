import type { ComponentType, ReactElement, ReactNode } from "react";
import { ContentProvider } from "../../content/ContentProvider";
import type { Namespaces, TextId } from "../../content/namespaces";
import { Sections } from "../../content/Sections";
import type { Locale } from "../../lib/storage-keys";
import type { Translation } from "../../lib/text-path";

/** What a page hero is told to say. */
export interface HeroWords {
  id: string;
  eyebrow: TextId;
  title: TextId;
  text: TextId;
  children?: ReactNode;
}

/** The copy namespaces with a `hero` of an eyebrow, a title and a text. */
type HeroNamespace = {
  [N in keyof Namespaces & string]: Namespaces[N] extends {
    hero: { eyebrow: string; title: string; text: string };
  }
    ? N
    : never;
}[keyof Namespaces & string];

/**
 * A template site's sub-page: its copy, then its sections (`Sections`), the first of them
 * the site's hero (`Hero`, given `hero` and the words `<namespace>.hero.eyebrow|title|text`).
 * Each child is a section keyed by its id.
 */
export function SitePage<
  N extends HeroNamespace,
  P extends HeroWords,
  K extends keyof Namespaces[N] = keyof Namespaces[N],
>({
  namespace,
  copy,
  page,
  Hero,
  hero,
  before,
  children,
}: {
  namespace: N;
  /** Its copy, or the part of it its first screen shows (registry.ts, `defineCopyPart`). */
  copy: Record<Locale, Translation<Pick<Namespaces[N], K>>>;
  /** The page's name for the copy editor (`mining/about`). */
  page: string;
  Hero: ComponentType<P>;
  hero: Omit<P, "eyebrow" | "title" | "text">;
  /** What the page draws before its sections, in its copy (a progress bar). */
  before?: ReactNode;
  children: ReactElement | ReactElement[];
}) {
  const words = (key: "eyebrow" | "title" | "text") => `${namespace}.hero.${key}` as TextId;
  const top = (
    <Hero
      key="hero"
      {...(hero as P)}
      eyebrow={words("eyebrow")}
      title={words("title")}
      text={words("text")}
    />
  );
  return (
    <ContentProvider namespace={namespace} copy={copy}>
      {before}
      <Sections page={page}>{[top, ...([] as ReactElement[]).concat(children)]}</Sections>
    </ContentProvider>
  );
}
