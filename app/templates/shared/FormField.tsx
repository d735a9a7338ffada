import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

const inputClass =
  "block w-full rounded-lg border border-line bg-surface px-4 text-fg shadow-[inset_0_1px_2px_rgb(18_35_58/0.06)] transition placeholder:text-fg-muted/70 hover:border-fg-muted/50 focus:border-accent aria-invalid:border-danger";

/**
 * One labelled field of the contact form; required ones carry an asterisk when `mark` is on.
 * With an `error`, the field reads as invalid and the message shows under it, tied to it.
 */
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
  error,
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
  error?: TextId;
}) {
  const errorId = `${id}-error`;
  const invalid = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
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
          {...invalid}
          className={`${inputClass} min-h-36 py-3`}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={required}
          {...invalid}
          className={`${inputClass} h-12`}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger">
          <Text id={error} />
        </p>
      )}
    </div>
  );
}
