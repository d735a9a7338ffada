import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { systemCopy } from "../i18n/system";
import { useText } from "../content/useText";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { site, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { Icon } from "../ui/Icon";
import { SystemMessage } from "../ui/SystemMessage";
import type { systemEn } from "../i18n/system.en";

type ComingSoonPage = keyof typeof systemEn.comingSoon.pages;

/** A plainly marked placeholder for a page that is not built yet; never fake content. */
export function ComingSoon({ page }: { page: ComingSoonPage }) {
  return (
    <ContentProvider namespace="system" copy={systemCopy}>
      <ComingSoonMessage page={page} />
    </ContentProvider>
  );
}

function ComingSoonMessage({ page }: { page: ComingSoonPage }) {
  const t = useText();
  return (
    <SystemMessage
      badge={
        <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-accent/10 px-4 py-1.5 text-sm font-bold tracking-wide text-accent-strong uppercase">
          <Icon name="hammer" className="size-4" />
          <Text id="system.comingSoon.badge" />
        </p>
      }
      title="system.comingSoon.title"
      titleValues={{ page: t(`system.comingSoon.pages.${page}`) }}
      text="system.comingSoon.text"
    >
      <LocalizedLink to="/" className={buttonClass("primary", "lg")}>
        <Text id="system.comingSoon.back" />
      </LocalizedLink>
      <a href={telHref} className={buttonClass("secondary", "lg")}>
        <Icon name="phone" className="size-4" />
        <Text id="common.callPhone" values={{ phone: site.phone.display }} />
      </a>
    </SystemMessage>
  );
}
