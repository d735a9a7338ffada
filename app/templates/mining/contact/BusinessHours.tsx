import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { miningContactCopy } from "../content/contact";

/** SPEC §9: Monday to Friday 8 to 6, Saturday 9 to 4, Sunday closed. */
export function BusinessHours() {
  const copy = useCopy(miningContactCopy);
  return (
    <dl className="grid gap-2 text-sm">
      {copy.info.days.map((_, i) => (
        <div key={i}>
          <dt>
            <Text id={`miningContact.info.days.${i}.day`} />
          </dt>
          <dd className="font-semibold text-fg">
            <Text id={`miningContact.info.days.${i}.time`} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
