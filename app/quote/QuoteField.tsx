import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";
import { Text } from "../content/Text";
import type { TextId } from "../content/namespaces";

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/** Label, control and its error message, wired together for assistive technology. */
export function QuoteField({
  label,
  required,
  error,
  children,
}: {
  label: TextId;
  required?: boolean;
  error?: ReactNode;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-fg"
      >
        <Text id={label} />
        {required && (
          <span aria-hidden="true" className="text-accent">
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        "aria-required": required || undefined,
      })}
      <p id={errorId} className="mt-1.5 min-h-5 text-sm font-medium text-danger" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

export const inputClass =
  "h-12 w-full rounded-xl border border-line bg-bg px-4 text-base text-fg placeholder:text-fg-muted/70 transition focus:border-aurora-a aria-invalid:border-danger";
