import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";
import { IconFact } from "./IconFact";
import { TEMPLATE_ICONS } from "./template-icons";

/** A project's place and year, two facts of its description list, each behind an icon. */
export function PlaceAndYear({
  labels,
  values,
}: {
  labels: { location: TextId; year: TextId };
  values: { location: TextId; year: TextId };
}) {
  return (
    <>
      <IconFact
        icon={TEMPLATE_ICONS.mapPin}
        iconClass="size-4 text-accent"
        label={labels.location}
        className="flex items-center gap-1.5"
      >
        <Text id={values.location} />
      </IconFact>
      <IconFact
        icon={TEMPLATE_ICONS.calendarDays}
        iconClass="size-4 text-accent"
        label={labels.year}
        className="flex items-center gap-1.5"
      >
        <Text id={values.year} />
      </IconFact>
    </>
  );
}
