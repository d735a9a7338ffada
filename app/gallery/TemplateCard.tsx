import { Icon } from "../ui/Icon";
import { LineIcon } from "../ui/LineIcon";
import { GALLERY_ICONS } from "./gallery-icons";
import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { CompareToggle } from "./CompareToggle";
import { LocalizedLink } from "../i18n/LocalizedLink";
import type { TemplateRecord } from "../templates/registry";
import { buttonClass } from "../ui/button-styles";
import { ActionButton } from "../ui/ActionButton";
import { CardCopy } from "./CardCopy";
import { galleryCardsCopy } from "./content/gallery-cards";
import { TemplateFacts } from "./TemplateFacts";
import { TemplateCover } from "./TemplateCover";

type CardProps = {
  record: TemplateRecord;
  comparing: boolean;
  onPreview: () => void;
  onCompare: () => void;
  /** Its poster is fetched at once (the first row); the very first one ahead of everything else. */
  eager: boolean;
  first: boolean;
};

/** One template in the grid: poster (never a live frame), facts and actions (SPEC §2.8). */
export function TemplateCard(props: CardProps) {
  return (
    <li>
      <ContentProvider namespace="galleryCards" copy={galleryCardsCopy}>
        <CardCopy template={props.record}>
          <CardBody {...props} />
        </CardCopy>
      </ContentProvider>
    </li>
  );
}

/** The card's words come from its `templateCard` copy. */
function CardBody({ record, comparing, onPreview, onCompare, eager, first }: CardProps) {
  const t = useText();
  const title = t("templateCard.title");
  return (
    <article
      aria-labelledby={`card-${record.slug}`}
      className="group flex h-full flex-col rounded-card border border-line bg-surface p-4 transition hover:border-white/25"
    >
      <div className="relative overflow-hidden rounded-2xl">
        <TemplateCover
          record={record}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, calc(100vw - 3rem)"
          eager={eager}
          fetchPriority={first ? "high" : undefined}
          className="aspect-[16/10] w-full object-cover object-top transition duration-500 group-hover:scale-[1.03]"
        />
        {record.difficulty === "Pro" && (
          <span className="absolute top-3 left-3 rounded-full bg-accent px-2.5 py-1 text-xs font-bold tracking-wide text-accent-fg uppercase">
            <Text id="galleryCards.card.pro" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col px-1 pt-5">
        <p className="text-sm font-semibold text-aurora-a">
          <Text id="templateCard.industry" /> · <Text id="templateCard.style" />
        </p>
        <h2 id={`card-${record.slug}`} className="mt-1 text-2xl font-bold">
          <Text id="templateCard.title" />
        </h2>
        <TemplateFacts record={record} />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <ActionButton
          onClick={onPreview}
          aria-label={t("galleryCards.card.previewLabel", { title })}
          className={buttonClass("primary", "sm", "col-span-2 px-3")}
        >
          <Icon name="eye" className="size-4" />
          <Text id="galleryCards.card.preview" />
        </ActionButton>
        <LocalizedLink
          to={`/templates/${record.slug}`}
          aria-label={t("galleryCards.card.openLabel", { title })}
          className={buttonClass("secondary", "sm", "px-3")}
        >
          <LineIcon node={GALLERY_ICONS.externalLink} className="size-4" />
          <Text id="galleryCards.card.open" />
        </LocalizedLink>
        <CompareToggle
          title={title}
          comparing={comparing}
          onCompare={onCompare}
          className={buttonClass(
            "secondary",
            "sm",
            "px-3 aria-pressed:border-aurora-a aria-pressed:text-aurora-a",
          )}
        />
      </div>
    </article>
  );
}
