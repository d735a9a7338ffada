import { useLocation } from "react-router";
import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { useCopy } from "../content/useCopy";
import { stripLocale } from "../lib/locale-path";
import { site } from "../site.config";
import { legalCopy } from "./content/legal";

export type LegalDoc = "privacy" | "terms";

export const legalDocFor = (pathname: string): LegalDoc =>
  stripLocale(pathname) === "/terms" ? "terms" : "privacy";

/** Privacy and terms: short, plain-language pages. */
export function LegalPage() {
  const doc = legalDocFor(useLocation().pathname);
  return (
    <ContentProvider namespace="legal" copy={legalCopy}>
      <LegalArticle doc={doc} />
    </ContentProvider>
  );
}

function LegalArticle({ doc }: { doc: LegalDoc }) {
  const copy = useCopy(legalCopy)[doc];
  return (
    // The reading column starts at the studio's left edge, under the top bar's brand.
    <article className="mx-auto max-w-6xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40 [&>*]:max-w-3xl">
      <h1 className="text-4xl font-extrabold sm:text-5xl">
        <Text id={`legal.${doc}.title`} />
      </h1>
      <p className="mt-3 text-sm text-fg-muted">
        <Text id={`legal.${doc}.updated`} />
      </p>
      <div className="mt-10 grid gap-8">
        {copy.sections.map((_, i) => (
          <section key={i}>
            <h2 className="text-2xl font-bold">
              <Text id={`legal.${doc}.sections.${i}.heading`} />
            </h2>
            <p className="mt-3 text-lg text-fg-muted">
              <Text
                id={`legal.${doc}.sections.${i}.body`}
                values={{ email: site.email, brand: site.brand }}
              />
            </p>
          </section>
        ))}
      </div>
    </article>
  );
}
