import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

const inputClass =
  "block w-full rounded-lg border border-line bg-surface px-4 text-fg shadow-[inset_0_1px_2px_rgb(18_35_58/0.06)] transition placeholder:text-fg-muted/70 hover:border-fg-muted/50 focus:border-accent";

/** One labelled field of the contact form; required ones carry an asterisk when `mark` is on. */
export function FormField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  required = false,
  mark = true,
  multiline = false,
  className = "",
}: {
  id: string;
  name: string;
  label: TextId;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  mark?: boolean;
  multiline?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-fg">
        <Text id={label} />
        {required && mark && (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            {" *"}
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          rows={6}
          required={required}
          className={`${inputClass} min-h-36 py-3`}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          className={`${inputClass} h-12`}
        />
      )}
    </div>
  );
}
