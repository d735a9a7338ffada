import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { constructionHomeCopy } from "../content/home";

/** SPEC §9: 25+ years, 500+ projects, 98% satisfaction, 24/7 emergency service. */
export function HeroStats() {
  const copy = useCopy(constructionHomeCopy);
  return (
    <>
      <h2 className="sr-only">
        <Text id="constructionHome.hero.stats.label" />
      </h2>
      <dl className="mt-12 grid max-w-xl grid-cols-2 gap-x-8 gap-y-6 border-t border-line pt-8 sm:grid-cols-4 sm:gap-x-6">
        {copy.hero.stats.items.map((_, i) => (
          <div key={i} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-sm leading-snug text-fg-muted">
              <Text id={`constructionHome.hero.stats.items.${i}.label`} />
            </dt>
            <dd className="font-display text-3xl font-bold tracking-tight text-accent-strong sm:text-4xl">
              <Text id={`constructionHome.hero.stats.items.${i}.value`} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
