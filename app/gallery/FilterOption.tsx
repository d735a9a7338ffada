import { useText } from "../content/useText";
import type { TemplateRecord } from "../templates/registry";
import { CardCopy } from "./CardCopy";

/** A filter choice named by a template's card copy (its industry or style), by text id. */
export interface FilterChoice {
  /** The English word, kept in the URL in either language. */
  value: string;
  /** A template of that industry or style, whose card names it. */
  template: TemplateRecord;
}

function Option({ value, field }: { value: string; field: "industry" | "style" }) {
  const t = useText();
  return <option value={value}>{t(`templateCard.${field}`)}</option>;
}

/** One `<option>` of the industry or style filter. */
export function FilterOption({
  choice,
  field,
}: {
  choice: FilterChoice;
  field: "industry" | "style";
}) {
  return (
    <CardCopy template={choice.template}>
      <Option value={choice.value} field={field} />
    </CardCopy>
  );
}
