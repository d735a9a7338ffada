import type { ReactNode } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { buttonClass } from "../ui/button-styles";
import { Icon } from "../ui/Icon";

/** A full-screen state of the template entry: loading, not found, redirecting. */
export function TemplateMessage({
  title,
  titleValues,
  busy = false,
  children,
}: {
  title: TextId;
  titleValues?: Record<string, string>;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-bg px-4 py-20 text-center"
    >
      <div role={busy ? "status" : undefined} className="max-w-lg">
        {busy && <Icon name="loaderCircle" className="mx-auto size-10 animate-spin text-accent" />}
        <h1 className="mt-5 text-3xl font-extrabold sm:text-4xl">
          <Text id={title} values={titleValues} />
        </h1>
        {children}
        {!busy && title === "templateEntry.notFound" && (
          <>
            <p className="mt-4 text-fg-muted">
              <Text id="templateEntry.notFoundText" />
            </p>
            <LocalizedLink to="/templates" className={buttonClass("primary", "lg", "mt-8")}>
              <Icon name="layoutGrid" className="size-5" />
              <Text id="templateEntry.backToGallery" />
            </LocalizedLink>
          </>
        )}
      </div>
    </main>
  );
}
