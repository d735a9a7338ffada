import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { cutHomeSectionsCopy } from "../content/home-sections";
import { CutIcon } from "./cut-icons";
import { SERVICES } from "./data";
import { CutSection } from "./ui";
import { withCopyPart } from "../../../content/withCopyPart";

type Service = (typeof SERVICES)[number];

/** The six services (SPEC §2.10, §9), each with its price range and a "Learn More" disclosure. */
export const CutServices = withCopyPart("cutHome", cutHomeSectionsCopy, CutServicesBody);

function CutServicesBody() {
  return (
    <CutSection
      id="services"
      eyebrow="cutHome.services.eyebrow"
      title="cutHome.services.title"
      intro="cutHome.services.intro"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.id} data-reveal className="flex">
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </CutSection>
  );
}

/**
 * One service: what it is and costs; "Learn More" (a native disclosure, so it opens
 * even before the page's code has run) shows what it involves, how long and what is included.
 */
function ServiceCard({ service }: { service: Service }) {
  const t = useText();
  const copy = useCopy(cutHomeSectionsCopy);
  const key = `cutHome.services.items.${service.id}` as const;
  const title = t(`${key}.title`);
  return (
    <article className="flex w-full flex-col border border-line bg-surface p-7 transition duration-(--motion) hover:border-accent/60">
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 items-center justify-center bg-accent text-accent-fg">
          <CutIcon name={service.icon} className="size-6" />
        </span>
        <p className="font-display text-2xl font-extrabold text-accent">
          <Text id={`${key}.price`} />
        </p>
      </div>
      <h3 className="mt-6 font-display text-xl font-extrabold tracking-wide uppercase">{title}</h3>
      <p className="mt-2 flex-1 text-fg-muted">
        <Text id={`${key}.description`} />
      </p>
      <details className="group mt-6">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 border-b-2 border-accent text-sm font-extrabold tracking-[0.14em] uppercase transition duration-(--motion) hover:text-accent [&::-webkit-details-marker]:hidden">
          <Text id="cutHome.services.learnMore" />
          <span className="sr-only">
            {" "}
            <Text id="cutHome.services.learnMoreAbout" values={{ service: title }} />
          </span>
          <CutIcon
            name="chevronDown"
            className="size-4 transition-transform duration-(--motion) group-open:rotate-180"
          />
        </summary>
        <div className="mt-5 border-t border-line pt-5">
          <p>
            <Text id={`${key}.detail`} />
          </p>
          <p className="mt-3 flex items-center gap-2 text-sm font-semibold text-accent">
            <CutIcon name="clock" className="size-4 shrink-0" />
            <Text id="cutHome.services.duration" values={{ duration: t(`${key}.duration`) }} />
          </p>
          <ul className="mt-3 grid gap-1.5 text-sm">
            {copy.services.items[service.id].includes.map((_, i) => (
              <li key={i} className="flex items-start gap-2">
                <CutIcon name="check" className="mt-0.5 size-4 shrink-0 text-accent" />
                <Text id={`${key}.includes.${i}`} />
              </li>
            ))}
          </ul>
        </div>
      </details>
    </article>
  );
}
