import { Text } from "../../../content/Text";
import { mailOf } from "../../shared/brand";
import { miningBrand } from "../brand";
import { DEPARTMENT_MAILBOXES, idsOf } from "../data";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** Department mailboxes as mailto: links (SPEC §2.6, §7). */
export function Departments() {
  return (
    <section aria-labelledby="departments-title">
      <h2 id="departments-title" className="text-2xl font-bold">
        <Text id="miningContact.departments.title" />
      </h2>
      <p className="mt-2 text-fg-muted">
        <Text id="miningContact.departments.text" />
      </p>
      <ul className="mt-6 grid gap-3">
        {idsOf(DEPARTMENT_MAILBOXES).map((id) => {
          const address = DEPARTMENT_MAILBOXES[id];
          const [mailbox, domain] = address.split("@");
          return (
            <li key={id}>
              <a
                href={mailOf(miningBrand, address)}
                className="group flex items-start justify-between gap-4 rounded-card border border-line bg-surface p-5 transition hover:border-accent"
              >
                <span className="min-w-0">
                  <span className="block font-bold text-fg">
                    <Text id={`miningContact.departments.items.${id}.name`} />
                  </span>
                  <span className="mt-1 block text-sm text-fg-muted">
                    <Text id={`miningContact.departments.items.${id}.description`} />
                  </span>
                  {/* On a narrow screen the address wraps before its @, never inside a word. */}
                  <span className="mt-2 block text-sm font-semibold text-accent">
                    {mailbox}
                    <wbr />@{domain}
                  </span>
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
