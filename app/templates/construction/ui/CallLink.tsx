import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";
import { constructionBrand } from "../brand";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** A tel: link to the company's number; its label carries the number ("Call {phone}"). */
export function CallLink({ label, className }: { label: TextId; className: string }) {
  const { phone } = constructionBrand;
  return (
    <a href={`tel:${phone.e164}`} className={className}>
      <TemplateIcon name="phone" className="size-4 shrink-0" />
      <Text id={label} values={{ phone: phone.display }} />
    </a>
  );
}
