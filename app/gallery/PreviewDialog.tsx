import { useCallback, useId, useMemo, useRef, useState } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { useLocale } from "../i18n/LocaleProvider";
import { loadDraft } from "../lib/lead/draft";
import { localizePath } from "../lib/locale-path";
import { previewLocation, resolvePreviewPath } from "../lib/preview-path";
import { QuoteButton } from "../quote/QuoteButton";
import type { TemplateRecord } from "../templates/registry";
import { buttonClass } from "../ui/button-styles";
import { ICONS } from "../ui/icon-paths";
import { LineIcon } from "../ui/LineIcon";
import { GALLERY_ICONS } from "./gallery-icons";
import { Modal } from "../ui/Modal";
import { CardCopy } from "./CardCopy";
import { galleryDialogsCopy } from "./content/gallery-dialogs";
import { PREVIEW_ICONS } from "./preview-icons";
import { ScaledFrame } from "./ScaledFrame";
import { usePreviewFrameMessages } from "./usePreviewFrameMessages";

/** SPEC §9: desktop, tablet 768 px and phone 375 px. */
const DEVICES = [
  { id: "desktop", width: 1280, icon: PREVIEW_ICONS.monitor },
  { id: "tablet", width: 768, icon: PREVIEW_ICONS.tablet },
  { id: "phone", width: 375, icon: PREVIEW_ICONS.smartphone },
] as const;
type DeviceId = (typeof DEVICES)[number]["id"];

type DialogProps = {
  records: TemplateRecord[];
  slug: string;
  onNavigate: (slug: string) => void;
  onClose: () => void;
};

/** Full-screen live preview of one template, with its neighbours a click away. */
export function PreviewDialog(props: DialogProps) {
  const index = Math.max(
    0,
    props.records.findIndex((record) => record.slug === props.slug),
  );
  const record = props.records[index]!;
  return (
    <ContentProvider namespace="galleryDialogs" copy={galleryDialogsCopy}>
      <CardCopy template={record}>
        <Preview {...props} index={index} record={record} />
      </CardCopy>
    </ContentProvider>
  );
}

/** The dialog itself; the shown template's words come from its `templateCard` copy. */
function Preview({
  records,
  index,
  record,
  onNavigate,
  onClose,
}: DialogProps & { index: number; record: TemplateRecord }) {
  const t = useText();
  const locale = useLocale();
  const titleId = useId();
  const brandId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const title = t("templateCard.title");
  const [device, setDevice] = useState<DeviceId>("desktop");
  // What the frame was told to load, and the page it reports showing now.
  const [target, setTarget] = useState(record.route);
  const [loads, setLoads] = useState(0);
  const [path, setPath] = useState(record.route);
  const [shownFor, setShownFor] = useState(record.slug);
  const [brand, setBrand] = useState(() => loadDraft().businessName);
  if (shownFor !== record.slug) {
    setShownFor(record.slug);
    setTarget(record.route);
    setPath(record.route);
  }

  const sendBrand = useCallback(
    (name: string) =>
      frame.current?.contentWindow?.postMessage(
        { type: "preview-brand", name },
        window.location.origin,
      ),
    [],
  );
  const handlers = useMemo(
    () => ({
      navigate: (requested: string) => {
        const next = resolvePreviewPath(record.route, requested);
        if (!next) return;
        setTarget(next);
        setPath(next);
        setLoads((count) => count + 1);
      },
      location: (current: string) => {
        // The address shown and the "open in a new tab" link: a page of this template only.
        const page = previewLocation(record.route, current);
        if (!page) return;
        setPath(page);
        if (brand.trim()) sendBrand(brand);
      },
      close: onClose,
    }),
    [record.route, brand, sendBrand, onClose],
  );
  usePreviewFrameMessages(frame, handlers);

  const width = DEVICES.find((entry) => entry.id === device)!.width;
  const src = localizePath(target, locale);
  const shown = localizePath(path, locale);
  const step = (delta: number) =>
    onNavigate(records[(index + delta + records.length) % records.length]!.slug);

  return (
    <Modal open onClose={onClose} labelledBy={titleId} className="h-full max-w-none">
      <div className="flex h-dvh flex-col bg-bg">
        <div className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2 sm:px-4">
          <h2 id={titleId} className="mr-auto min-w-0 truncate text-lg font-bold">
            <Text id="galleryDialogs.preview.title" values={{ title }} />
          </h2>
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label={t("galleryDialogs.preview.previous")}
            className={buttonClass("ghost", "sm", "px-2")}
          >
            <LineIcon node={PREVIEW_ICONS.chevronLeft} className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label={t("galleryDialogs.preview.next")}
            className={buttonClass("ghost", "sm", "px-2")}
          >
            <LineIcon node={PREVIEW_ICONS.chevronRight} className="size-5" />
          </button>
          <div
            role="group"
            aria-label={t("galleryDialogs.preview.devices")}
            className="flex rounded-full border border-line p-0.5"
          >
            {DEVICES.map(({ id, icon }) => (
              <button
                key={id}
                type="button"
                aria-pressed={device === id}
                onClick={() => setDevice(id)}
                className="inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-fg-muted aria-pressed:bg-accent aria-pressed:text-accent-fg"
              >
                <LineIcon node={icon} className="size-4" />
                <span className="max-sm:sr-only">
                  <Text id={`galleryDialogs.preview.${id}`} />
                </span>
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("galleryDialogs.preview.close")}
            className={buttonClass("ghost", "sm", "px-2")}
          >
            <LineIcon node={ICONS.x} className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-end gap-3 border-b border-line px-3 py-2 text-sm sm:px-4">
          <p className="min-w-0 flex-1">
            <span className="block text-xs text-fg-muted">
              <Text id="galleryDialogs.preview.address" />
            </span>
            <output data-testid="preview-path" className="block truncate font-mono text-fg">
              {shown}
            </output>
          </p>
          <div className="min-w-48">
            <label htmlFor={brandId} className="block text-xs text-fg-muted">
              <Text id="galleryDialogs.preview.brandLabel" />
            </label>
            <input
              id={brandId}
              value={brand}
              maxLength={60}
              placeholder={t("galleryDialogs.preview.brandPlaceholder")}
              onChange={(event) => {
                setBrand(event.target.value);
                sendBrand(event.target.value);
              }}
              className="h-9 w-full rounded-full border border-line bg-surface px-3 text-fg"
            />
          </div>
          <a href={shown} target="_blank" rel="noopener" className={buttonClass("secondary", "sm")}>
            <LineIcon node={GALLERY_ICONS.externalLink} className="size-4" />
            <Text id="galleryDialogs.preview.newTab" />
          </a>
          <QuoteButton
            options={{ template: { slug: record.slug, title } }}
            beforeOpen={onClose}
            className={buttonClass("primary", "sm")}
          >
            <Text id="galleryDialogs.preview.quote" />
          </QuoteButton>
        </div>
        <ScaledFrame
          key={`${record.slug}-${width}-${loads}`}
          frameRef={frame}
          onEscape={onClose}
          src={src}
          deviceWidth={width}
          title={t("galleryDialogs.preview.frame", { title, width })}
          className="min-h-0 flex-1 bg-[#050a14]"
        />
      </div>
    </Modal>
  );
}
