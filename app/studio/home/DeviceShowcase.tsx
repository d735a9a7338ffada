import { ContentProvider } from "../../content/ContentProvider";
import { useText } from "../../content/useText";
import { homeWorkCopy } from "../content/home-work";
import { TemplateShot } from "../../ui/TemplateShot";
import { BrowserFrame } from "../../ui/BrowserFrame";
import { PhoneFrame } from "../../ui/PhoneFrame";

/**
 * Desktop-only hero art: two of the studio's template sites as they are, a
 * picture of one in a browser window and of another on a phone (`npm run
 * images` draws them from the built pages). Never downloaded on phones, where
 * it is not displayed.
 */
export function DeviceShowcase() {
  return (
    <ContentProvider namespace="homeWork" copy={homeWorkCopy}>
      <Showcase />
    </ContentProvider>
  );
}

/** The two pictures, their words from the `homeWork` copy. */
function Showcase() {
  const t = useText();
  return (
    <div className="pointer-events-none absolute top-2 right-4 hidden w-[36rem] max-w-[44vw] sm:right-6 lg:block">
      <BrowserFrame address="northline-demo.ca" className="-rotate-[1.5deg]">
        <TemplateShot
          slug="premium-construction"
          view="desktop"
          sizes="(min-width: 1024px) 36rem, 1px"
          alt={t("homeWork.showcase.desktop")}
        />
      </BrowserFrame>
      <PhoneFrame className="absolute -right-3 -bottom-24 w-[10rem] rotate-[3deg]">
        <TemplateShot
          slug="cut-district"
          view="phone"
          sizes="(min-width: 1024px) 10rem, 1px"
          alt={t("homeWork.showcase.phone")}
        />
      </PhoneFrame>
    </div>
  );
}
