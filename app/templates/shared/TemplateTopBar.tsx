import type { ReactNode } from "react";
import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { Icon } from "../../ui/Icon";
import { mailOf, telOf, type TemplateBrand } from "./brand";

/** The template navigation's top strip: the company's phone and e-mail (SPEC §2.5). */
export function TemplateTopBar({ brand, note }: { brand: TemplateBrand; note?: ReactNode }) {
  const t = useText();
  const linkClass =
    "inline-flex min-h-9 items-center gap-2 text-fg/90 transition hover:text-accent-strong";
  return (
    <div className="border-b border-line bg-black/20 px-4 sm:px-6">
      <div
        role="group"
        aria-label={t("templateUi.nav.topBarLabel")}
        className="mx-auto flex max-w-6xl items-center gap-5 text-[0.8125rem]"
      >
        <a href={telOf(brand)} className={linkClass}>
          <Icon name="phone" className="size-3.5 text-accent-strong" />
          {brand.phone.display}
        </a>
        <a href={mailOf(brand)} className={linkClass}>
          <Icon name="mail" className="size-3.5 text-accent-strong" />
          <span className="hidden sm:inline">{brand.email}</span>
          <span className="sm:hidden">
            <Text id="templateUi.nav.emailShort" />
          </span>
        </a>
        {note && <p className="ml-auto hidden text-fg-muted md:block">{note}</p>}
      </div>
    </div>
  );
}
