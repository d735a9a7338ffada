import { useEffect, useRef, useState } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { useLocale } from "../i18n/LocaleProvider";
import { CompareToggle } from "./CompareToggle";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { localizePath } from "../lib/locale-path";
import type { TemplateRecord } from "../templates/registry";
import { buttonClass } from "../ui/button-styles";
import { ICONS } from "../ui/icon-paths";
import { LineIcon } from "../ui/LineIcon";
import { CardCopy } from "./CardCopy";
import { galleryCardsCopy } from "./content/gallery-cards";
import { ScaledFrame } from "./ScaledFrame";
import { ActionButton } from "../ui/ActionButton";
import { TemplateCover } from "./TemplateCover";

type SlideProps = {
  record: TemplateRecord;
  comparing: boolean;
  onPreview: () => void;
  onCompare: () => void;
};

/**
 * One template, full-bleed: its story on one side, the live site on the
 * other. The live frame is created only once the slide comes near the viewport.
 */
export function ImmersiveSlide(props: SlideProps) {
  return (
    <ContentProvider namespace="galleryCards" copy={galleryCardsCopy}>
      <CardCopy template={props.record}>
        <Slide {...props} />
      </CardCopy>
    </ContentProvider>
  );
}

/** The slide's words come from its `templateCard` copy. */
function Slide({ record, comparing, onPreview, onCompare }: SlideProps) {
  const t = useText();
  const title = t("templateCard.title");
  const locale = useLocale();
  const slide = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slide.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: "200px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section
      ref={slide}
      aria-labelledby={`slide-${record.slug}`}
      className="relative isolate overflow-hidden border-b border-line py-14 sm:py-20"
    >
      <TemplateCover
        record={record}
        sizes="640px"
        decorative
        className="absolute inset-0 -z-10 size-full object-cover opacity-25 blur-sm"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-bg via-bg/85 to-bg/40" />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
            <Text id="templateCard.industry" /> · <Text id="templateCard.style" />
          </p>
          <h2 id={`slide-${record.slug}`} className="mt-3 text-4xl font-extrabold sm:text-5xl">
            <Text id="templateCard.title" />
          </h2>
          <ul className="mt-6 grid gap-2 text-lg text-fg/85">
            {record.highlights.slice(0, 3).map((highlight, i) => (
              <li key={highlight}>
                — <Text id={`templateCard.highlights.${i}`} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionButton onClick={onPreview} className={buttonClass("primary", "md")}>
              <LineIcon node={ICONS.eye} className="size-4" />
              <Text id="galleryCards.immersive.preview" />
            </ActionButton>
            <LocalizedLink
              to={`/templates/${record.slug}`}
              className={buttonClass("secondary", "md")}
            >
              <Text id="galleryCards.immersive.open" values={{ title }} />
            </LocalizedLink>
            <CompareToggle
              title={title}
              comparing={comparing}
              onCompare={onCompare}
              className={buttonClass(
                "ghost",
                "md",
                "border border-line aria-pressed:border-aurora-a aria-pressed:text-aurora-a",
              )}
            />
          </div>
        </div>
        <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-lift">
          {near ? (
            <ScaledFrame
              src={localizePath(record.route, locale)}
              deviceWidth={1280}
              title={t("galleryCards.immersive.live", { title })}
              className="aspect-[16/10] w-full"
            />
          ) : (
            <TemplateCover
              record={record}
              sizes="(min-width: 1024px) 40rem, calc(100vw - 2rem)"
              eager
              className="aspect-[16/10] w-full object-cover object-top"
            />
          )}
        </div>
      </div>
    </section>
  );
}
