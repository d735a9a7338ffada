import { Text } from "../../../../content/Text";
import { useText } from "../../../../content/useText";
import { CUT_ICONS } from "../../home/cut-icons";
import { LineIcon } from "../../../../ui/LineIcon";
import { SERVICE_INTERESTS } from "./contact-data";

/** The optional "Service interest" list of the message form (SPEC §3.5), in the shop's services. */
export function ServiceInterestField({ id }: { id: string }) {
  const t = useText();
  return (
    // The whole row from 640 px: its choices are the longest texts of the form.
    <div className="relative sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-fg">
        <Text id="cutContact.form.serviceInterest" />
      </label>
      <select
        id={id}
        name="serviceInterest"
        defaultValue=""
        className="block h-12 w-full appearance-none rounded-lg border border-line bg-surface pr-8 pl-3 text-fg sm:pr-10 sm:pl-4 transition hover:border-fg-muted/50 focus:border-accent"
      >
        <option value="">{t("cutContact.form.chooseService")}</option>
        {SERVICE_INTERESTS.map((value) => (
          <option key={value} value={value}>
            {t(`cutContact.form.services.${value}`)}
          </option>
        ))}
      </select>
      <LineIcon
        node={CUT_ICONS.chevronDown}
        className="pointer-events-none absolute right-3 bottom-4 size-4 sm:right-4 text-accent"
      />
    </div>
  );
}
