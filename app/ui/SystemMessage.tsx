import type { ReactNode } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import type { TextValues } from "../content/useText";

/** A centred message page: 404, error, coming soon. */
export function SystemMessage({
  badge,
  title,
  titleValues,
  text,
  detail,
  children,
}: {
  badge?: ReactNode;
  title: TextId;
  titleValues?: TextValues;
  text?: TextId;
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate flex min-h-[75svh] items-center overflow-hidden px-4 pt-28 pb-20 sm:px-6">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 mx-auto h-80 max-w-4xl rounded-full bg-gradient-to-r from-aurora-a/20 via-aurora-b/20 to-transparent blur-3xl"
      />
      <div className="mx-auto max-w-2xl text-center">
        {badge}
        <h1 className="mt-5 text-4xl font-extrabold sm:text-6xl">
          <Text id={title} values={titleValues} />
        </h1>
        {text && (
          <p className="mx-auto mt-5 max-w-xl text-lg text-fg-muted">
            <Text id={text} />
          </p>
        )}
        {detail && (
          <pre className="mx-auto mt-6 max-w-xl overflow-x-auto rounded-2xl border border-line bg-surface px-4 py-3 text-left text-sm whitespace-pre-wrap text-fg-muted">
            {detail}
          </pre>
        )}
        {children && (
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        )}
      </div>
    </section>
  );
}
