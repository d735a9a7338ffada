import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { buttonClass } from "../../ui/button-styles";
import { BrowserFrame } from "../../ui/BrowserFrame";
import { Icon } from "../../ui/Icon";
import { SectionHeading } from "../../ui/SectionHeading";
import { TemplateShot } from "../../ui/TemplateShot";
import { ContentProvider } from "../../content/ContentProvider";
import { homeWorkCopy } from "../content/home-work";

/** The templates shown, in the order of the copy's items, with the address in each frame. */
const WORK = [
  { slug: "premium-construction", address: "northline-demo.ca" },
  { slug: "cut-district", address: "cutdistrict-demo.ca" },
  { slug: "snow-squatch", address: "snowsquatch-demo.ca" },
] as const;

/**
 * "Selected templates": three of the studio's template sites as they are, each a picture
 * of its home in a browser leading to the site itself, then figures the studio stands
 * behind and the way to the whole gallery.
 */
export function WorkSection() {
  return (
    <ContentProvider namespace="homeWork" copy={homeWorkCopy}>
      <Work />
    </ContentProvider>
  );
}

/** The band itself, its words from the `homeWork` copy. */
function Work() {
  const work = useCopy(homeWorkCopy);
  return (
    <section id="work" aria-labelledby="work-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="work-title"
          variant="studio"
          eyebrow="homeWork.eyebrow"
          title="homeWork.title"
          intro="homeWork.intro"
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {WORK.map(({ slug, address }, i) => {
            return (
              <li key={slug} className="group relative flex flex-col">
                <BrowserFrame
                  address={address}
                  className="transition duration-300 group-hover:-translate-y-1"
                >
                  <TemplateShot
                    slug={slug}
                    view="desktop"
                    sizes="(min-width: 768px) 22rem, calc(100vw - 2rem)"
                    alt=""
                  />
                </BrowserFrame>
                <h3 className="mt-5 text-xl font-bold">
                  <LocalizedLink
                    to={`/templates/${slug}`}
                    className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-accent"
                  >
                    <Text id={`homeWork.items.${i}.title`} />
                  </LocalizedLink>
                </h3>
                <p className="mt-2 text-fg-muted">
                  <Text id={`homeWork.items.${i}.text`} />
                </p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-16 grid gap-6 border-t border-line pt-10 sm:grid-cols-3">
          {work.facts.map((_, i) => (
            <div key={i} className="flex items-baseline gap-4">
              <dt className="font-display text-5xl font-extrabold text-accent">
                <Text id={`homeWork.facts.${i}.value`} />
              </dt>
              <dd className="text-fg-muted">
                <Text id={`homeWork.facts.${i}.label`} />
              </dd>
            </div>
          ))}
        </dl>
        <LocalizedLink to="/templates" className={buttonClass("secondary", "lg", "mt-12")}>
          <Text id="homeWork.all" />
          <Icon name="arrowRight" className="size-4" />
        </LocalizedLink>
      </div>
    </section>
  );
}
