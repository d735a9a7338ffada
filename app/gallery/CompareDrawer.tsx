import { useId } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { useLocale } from "../i18n/LocaleProvider";
import { localizePath } from "../lib/locale-path";
import type { TemplateRecord } from "../templates/registry";
import { buttonClass } from "../ui/button-styles";
import { ICONS } from "../ui/icon-paths";
import { LineIcon } from "../ui/LineIcon";
import { GALLERY_ICONS } from "./gallery-icons";
import { Modal } from "../ui/Modal";
import { CardCopy } from "./CardCopy";
import { CompareFacts } from "./CompareFacts";
import { galleryCardsCopy } from "./content/gallery-cards";
import { galleryDialogsCopy } from "./content/gallery-dialogs";
import { ScaledFrame } from "./ScaledFrame";

/**
 * Up to three templates side by side: their facts and small live previews
 * (SPEC §2.8, §9). From 1024 px every compared template has its column, and
 * each card is a subgrid of the list's rows, so its title, previews and each
 * fact sit level with the others'. Narrower, a card is as wide as a 400 px
 * tablet preview where there is room, so the cards wrap into as many columns
 * as fit; the preview box shrinks with the card and the frame inside is scaled
 * down, still laid out at 768 px.
 */
export function CompareDrawer(props: DrawerProps) {
  return (
    <ContentProvider namespace="galleryDialogs" copy={galleryDialogsCopy}>
      <ContentProvider namespace="galleryCards" copy={galleryCardsCopy}>
        <Comparison {...props} />
      </ContentProvider>
    </ContentProvider>
  );
}

/** One column per compared template from 1024 px. */
const COLUMNS: Record<number, string> = {
  1: "lg:grid-cols-1",
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
};

type DrawerProps = {
  records: TemplateRecord[];
  onRemove: (slug: string) => void;
  onClose: () => void;
};

/** The drawer itself, its words from the `galleryDialogs` copy. */
function Comparison({ records, onRemove, onClose }: DrawerProps) {
  const t = useText();
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="max-w-7xl">
      <div className="flex max-h-[92dvh] flex-col rounded-t-[1.75rem] border border-line bg-surface shadow-lift sm:rounded-[1.75rem]">
        <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
          <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold">
            <LineIcon node={GALLERY_ICONS.columns} className="size-5 text-accent" />
            <Text id="galleryDialogs.compare.title" />
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("galleryDialogs.compare.close")}
            className={buttonClass("ghost", "sm", "px-2")}
          >
            <LineIcon node={ICONS.x} className="size-5" />
          </button>
        </div>
        {records.length === 0 ? (
          <div className="px-6 py-16 text-center">
            <p className="text-xl font-bold">
              <Text id="galleryDialogs.compare.emptyTitle" />
            </p>
            <p className="mt-2 text-fg-muted">
              <Text id="galleryDialogs.compare.emptyText" />
            </p>
          </div>
        ) : (
          <ul
            tabIndex={0}
            aria-labelledby={titleId}
            className={`grid grid-cols-[repeat(auto-fit,minmax(min(100%,27.25rem),1fr))] gap-5 overflow-y-auto p-4 sm:p-5 ${COLUMNS[records.length] ?? ""}`}
          >
            {records.map((record) => (
              <CardCopy key={record.slug} template={record}>
                <CompareColumn record={record} onRemove={onRemove} onClose={onClose} />
              </CardCopy>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

/** One compared template: its title, live previews and facts, in its `templateCard` copy. */
function CompareColumn({
  record,
  onRemove,
  onClose,
}: {
  record: TemplateRecord;
  onRemove: (slug: string) => void;
  onClose: () => void;
}) {
  const t = useText();
  const locale = useLocale();
  const title = t("templateCard.title");
  return (
    <li className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4 rounded-2xl border border-line bg-bg/60 p-4 lg:row-span-9 lg:grid-rows-subgrid">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-xl font-bold [overflow-wrap:anywhere]">
          <Text id="templateCard.title" />
        </h3>
        <button
          type="button"
          onClick={() => onRemove(record.slug)}
          aria-label={t("galleryDialogs.compare.remove", { title })}
          className={buttonClass("ghost", "sm", "shrink-0 px-2")}
        >
          <LineIcon node={ICONS.x} className="size-4" />
        </button>
      </div>
      <div className="flex flex-wrap items-end justify-center gap-3">
        <ScaledFrame
          src={localizePath(record.route, locale)}
          deviceWidth={768}
          onEscape={onClose}
          title={t("galleryDialogs.compare.tablet", { title })}
          className="aspect-[4/3] w-[400px] max-w-full shrink-0 rounded-xl border border-line"
        />
        <ScaledFrame
          src={localizePath(record.route, locale)}
          deviceWidth={375}
          onEscape={onClose}
          title={t("galleryDialogs.compare.phone", { title })}
          className="h-[300px] w-[200px] shrink-0 rounded-xl border border-line max-md:hidden"
        />
      </div>
      <CompareFacts record={record} />
    </li>
  );
}
