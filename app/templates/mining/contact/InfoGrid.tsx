import type { ReactNode } from "react";
import { Text } from "../../../content/Text";
import { TemplateIcon } from "../../shared/TemplateIcon";
import type { TemplateIconName } from "../../shared/template-icons";
import { mailOf, telOf } from "../../shared/brand";
import { miningBrand, miningFacts } from "../brand";
import { BusinessHours } from "./BusinessHours";

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: TemplateIconName;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="rounded-card border border-line bg-surface p-6 shadow-lift">
      <TemplateIcon name={icon} className="size-6 text-accent" strokeWidth={1.75} />
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <div className="mt-2 text-fg-muted">{children}</div>
    </li>
  );
}

/** Office, phone, e-mail and business hours (SPEC §2.6, §9). */
export function InfoGrid() {
  const { address } = miningFacts;
  return (
    <section aria-labelledby="contact-info-title" className="px-4 pt-16 sm:px-6 sm:pt-20">
      <div className="mx-auto max-w-6xl">
        <h2 id="contact-info-title" className="text-3xl font-bold sm:text-4xl">
          <Text id="miningContact.info.title" />
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon="mapPin" title={<Text id="miningContact.info.office" />}>
            <address className="not-italic">
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </InfoCard>
          <InfoCard icon="phone" title={<Text id="miningContact.info.phone" />}>
            <a
              href={telOf(miningBrand)}
              className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
            >
              {miningBrand.phone.display}
            </a>
            <p className="mt-1 text-sm">
              <Text id="miningContact.info.phoneNote" />
            </p>
          </InfoCard>
          <InfoCard icon="mail" title={<Text id="miningContact.info.email" />}>
            <a
              href={mailOf(miningBrand)}
              className="text-[0.9375rem] font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
            >
              {miningBrand.email}
            </a>
            <p className="mt-1 text-sm">
              <Text id="miningContact.info.emailNote" />
            </p>
          </InfoCard>
          <InfoCard icon="clock" title={<Text id="miningContact.info.hours" />}>
            <BusinessHours />
          </InfoCard>
        </ul>
      </div>
    </section>
  );
}
