import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useText } from "../../../content/useText";
import {
  deleteSection,
  moveSectionDown,
  moveSectionUp,
} from "../../../lib/copy-edits/section-layout";
import { buttonClass } from "../../../ui/button-styles";
import { LineIcon } from "../../../ui/LineIcon";
import { requestEditIn } from "../editables";
import { commitLayout, currentLayout } from "../layout-store";
import { SECTION_ICONS } from "./section-icons";

const COPIED_MS = 2000;

type Handle = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  ref: (element: HTMLElement | null) => void;
};

/**
 * The toolbar above a section in edit mode (SPEC §4): a drag handle (also
 * used with the keyboard), the section's name and a menu with Edit Section,
 * Copy ID, Move Up, Move Down and Delete Section (after a confirmation).
 */
export function SectionToolbar({
  page,
  id,
  defaults,
  first,
  last,
  frame,
  handle,
}: {
  page: string;
  id: string;
  defaults: readonly string[];
  first: boolean;
  last: boolean;
  frame: RefObject<HTMLDivElement | null>;
  handle: Handle;
}) {
  const t = useText();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState("");

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(""), COPIED_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const closeMenu = () => {
    setOpen(false);
    menuButton.current?.focus();
  };

  const actions = {
    edit: () => {
      closeMenu();
      frame.current?.scrollIntoView({ block: "start" });
      if (frame.current) requestEditIn(frame.current);
    },
    copyId: async () => {
      closeMenu();
      try {
        await navigator.clipboard.writeText(id);
        setStatus(t("admin.sections.copied", { id }));
      } catch {
        setStatus(t("admin.sections.copyFailed", { id }));
      }
    },
    moveUp: () => {
      closeMenu();
      commitLayout(moveSectionUp(currentLayout(), page, defaults, id));
    },
    moveDown: () => {
      closeMenu();
      commitLayout(moveSectionDown(currentLayout(), page, defaults, id));
    },
    delete: () => {
      setOpen(false);
      setConfirming(true);
    },
  };

  const menuItems: { name: keyof typeof actions; disabled?: boolean }[] = [
    { name: "edit" },
    { name: "copyId" },
    { name: "moveUp", disabled: first },
    { name: "moveDown", disabled: last },
    { name: "delete" },
  ];

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") go(index + 1);
    else if (event.key === "ArrowUp") go(index - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(items.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      closeMenu();
    } else if (event.key === "Tab") setOpen(false);
  };

  const item =
    "block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-white/10 focus-visible:bg-white/10 disabled:opacity-50";
  return (
    <div role="group" aria-label={t("admin.sections.label", { id })} className="section-toolbar">
      <button
        type="button"
        {...handle}
        aria-label={t("admin.sections.handle", { id })}
        className="grid size-9 cursor-grab touch-none place-items-center rounded-lg hover:bg-white/10 active:cursor-grabbing"
      >
        <LineIcon node={SECTION_ICONS.gripVertical} className="size-5" />
      </button>
      <span className="min-w-0 flex-1 truncate text-sm font-semibold">{id}</span>
      <span role="status" className="text-sm text-fg-muted empty:hidden">
        {status}
      </span>
      <div className="relative">
        <button
          ref={menuButton}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          aria-label={t("admin.sections.options", { id })}
          onClick={() => setOpen((was) => !was)}
          className="grid size-9 place-items-center rounded-lg hover:bg-white/10"
        >
          <LineIcon node={SECTION_ICONS.ellipsisVertical} className="size-5" />
        </button>
        {open && (
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={t("admin.sections.options", { id })}
            onKeyDown={onMenuKeyDown}
            className="section-menu"
          >
            {menuItems.map(({ name, disabled }) => (
              <button
                key={name}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={disabled}
                onClick={() => void actions[name]()}
                className={name === "delete" ? `${item} text-danger` : item}
              >
                {t(`admin.sections.${name}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      {confirming && (
        <div
          role="alertdialog"
          aria-label={t("admin.sections.delete")}
          className="flex w-full flex-wrap items-center gap-2 border-t border-white/10 pt-2"
        >
          <p className="w-full text-sm">{t("admin.sections.deleteConfirm", { id })}</p>
          <button
            type="button"
            autoFocus
            onClick={() => commitLayout(deleteSection(currentLayout(), page, defaults, id))}
            className={buttonClass("primary", "sm")}
          >
            {t("admin.sections.confirmDelete")}
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirming(false);
              menuButton.current?.focus();
            }}
            className={buttonClass("ghost", "sm")}
          >
            {t("admin.sections.cancel")}
          </button>
        </div>
      )}
    </div>
  );
}
