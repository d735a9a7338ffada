import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { constructionServicesCopy } from "../content/services";

/** The company's licences and insurance, as a short labelled list. */
export function Credentials() {
  const copy = useCopy(constructionServicesCopy);
  return (
    <div className="mt-10 border-t border-line pt-6">
      <p
        id="services-credentials"
        className="text-xs font-bold tracking-[0.14em] text-fg-muted uppercase"
      >
        <Text id="constructionServices.included.credentials.label" />
      </p>
      <ul aria-labelledby="services-credentials" className="mt-4 grid gap-3">
        {copy.included.credentials.items.map((_, i) => (
          <li key={i} className="flex gap-3 font-semibold">
            <TemplateIcon name="shieldCheck" className="mt-0.5 size-5 shrink-0 text-accent" />
            <Text id={`constructionServices.included.credentials.items.${i}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
