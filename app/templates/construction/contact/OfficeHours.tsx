import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { constructionContactCopy } from "../content/contact";

/** The office's hours, day by day (the same as the home's: weekdays 7 to 5). */
export function OfficeHours() {
  const copy = useCopy(constructionContactCopy);
  return (
    <div className="rounded-card border border-line bg-surface p-7 shadow-lift sm:p-8">
      <h3 className="flex items-center gap-3 text-xl font-bold">
        <TemplateIcon name="clock" className="size-5 text-accent" />
        <Text id="constructionContact.info.hours.title" />
      </h3>
      <dl className="mt-5 divide-y divide-line border-y border-line">
        {copy.info.hours.days.map((_, i) => (
          <div
            key={i}
            className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3"
          >
            <dt className="text-fg-muted">
              <Text id={`constructionContact.info.hours.days.${i}.day`} />
            </dt>
            <dd className="font-semibold text-fg">
              <Text id={`constructionContact.info.hours.days.${i}.time`} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
