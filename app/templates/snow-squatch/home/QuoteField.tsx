import type { ReactNode } from "react";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";

export const fieldClass =
  "block w-full rounded-xl border border-line bg-surface px-4 text-fg transition duration-(--motion) hover:border-fg-muted/60 focus:border-accent user-invalid:border-danger";

/** A labelled control of the quote form; required ones carry an asterisk. */
export function QuoteField({
  id,
  label,
  required = false,
  className = "",
  children,
}: {
  id: string;
  label: TextId;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        <Text id={label} />
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            {" *"}
          </span>
        )}
      </label>
      {children}
    </div>
  );
}
