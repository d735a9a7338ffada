import { useEffect, useId, useRef, useState } from "react";
import { useText } from "../../content/useText";
import { useLocale } from "../../i18n/LocaleProvider";
import { EDIT_LIMITS } from "../../lib/copy-edits/edits-schema";
import { buttonClass } from "../../ui/button-styles";
import type { Editable } from "./editables";
import { readText, resetText, saveText } from "./text-edit";

/** Longer texts, and texts with line breaks, get a text area (Ctrl/Cmd+Enter saves). */
const isMultiLine = (text: string) => text.includes("\n") || text.length > 60;

/**
 * The editor of one text, beside it: Enter saves a single-line text,
 * Ctrl/Cmd+Enter a multi-line one, Escape cancels and leaves the text as it
 * was. Saving the original text removes the edit.
 */
export function InlineEditor({
  editable,
  style,
  onClose,
}: {
  editable: Editable;
  style: React.CSSProperties;
  onClose: () => void;
}) {
  const t = useText();
  const locale = useLocale();
  const ref = { locale, id: editable.id, instance: editable.instance };
  const initial = readText(ref);
  const [value, setValue] = useState(initial.value);
  const multiLine = isMultiLine(initial.value);
  const hintId = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const save = () => {
    saveText(ref, value);
    onClose();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (
      event.key === "Enter" &&
      (!multiLine || event.ctrlKey || event.metaKey) &&
      !event.nativeEvent.isComposing
    ) {
      event.preventDefault();
      save();
    }
  };

  const fieldProps = {
    ref: field,
    value,
    // The longest text an edit may hold: a longer one could not be stored.
    maxLength: EDIT_LIMITS.valueLength,
    "aria-describedby": hintId,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(event.target.value),
    className:
      "w-full rounded-lg border border-line bg-bg px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-accent",
  };

  return (
    <div
      role="dialog"
      aria-label={t("admin.editor.title")}
      className="edit-popover"
      style={style}
      onKeyDown={onKeyDown}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label className="block text-sm font-semibold">
          {t("admin.editor.title")}
          <span className="mt-2 block font-normal">
            {multiLine ? (
              <textarea rows={4} {...fieldProps} />
            ) : (
              <input type="text" {...fieldProps} />
            )}
          </span>
        </label>
        <p id={hintId} className="mt-2 text-xs text-fg-muted">
          {t(multiLine ? "admin.editor.hintLines" : "admin.editor.hintLine")}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={buttonClass("primary", "sm")}>
            {t("admin.editor.save")}
          </button>
          <button type="button" onClick={onClose} className={buttonClass("secondary", "sm")}>
            {t("admin.editor.cancel")}
          </button>
          {initial.edited && (
            <button
              type="button"
              onClick={() => {
                resetText(ref);
                onClose();
              }}
              className={buttonClass("ghost", "sm")}
            >
              {t("admin.editor.reset")}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
