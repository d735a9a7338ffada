import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { mailOf } from "../../shared/brand";
import { miningBrand, miningFacts } from "../brand";
import { miningContactCopy } from "../content/contact";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** Department mailboxes as mailto: links (SPEC §2.6, §7). */
export function Departments() {
  const copy = useCopy(miningContactCopy);
  return (
    <section aria-labelledby="departments-title">
      <h2 id="departments-title" className="text-2xl font-bold">
        <Text id="miningContact.departments.title" />
      </h2>
      <p className="mt-2 text-fg-muted">
        <Text id="miningContact.departments.text" />
      </p>
      <ul className="mt-6 grid gap-3">
        {copy.departments.items.map((_, i) => {
          const address = miningFacts.departments[i] ?? miningBrand.email;
          return (
            <li key={i}>
              <a
                href={mailOf(miningBrand, address)}
                className="group flex items-start justify-between gap-4 rounded-card border border-line bg-surface p-5 transition hover:border-accent"
              >
                <span>
                  <span className="block font-bold text-fg">
                    <Text id={`miningContact.departments.items.${i}.name`} />
                  </span>
                  <span className="mt-1 block text-sm text-fg-muted">
                    <Text id={`miningContact.departments.items.${i}.description`} />
                  </span>
                  <span className="mt-2 block text-sm font-semibold text-accent">{address}</span>
                </span>
                <TemplateIcon
                  name="arrowUpRight"
                  className="size-5 shrink-0 text-fg-muted transition group-hover:text-accent"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
