import { ContentProvider } from "../../content/ContentProvider";
import { Text } from "../../content/Text";
import { useCopy } from "../../content/useCopy";
import { Icon } from "../../ui/Icon";
import { homePromisesCopy } from "../content/home-promises";

/** The studio's four commitments, in the band where a visitor decides to get in touch. */
export function PromiseList() {
  return (
    <ContentProvider namespace="homePromises" copy={homePromisesCopy}>
      <Promises />
    </ContentProvider>
  );
}

function Promises() {
  const { items } = useCopy(homePromisesCopy);
  return (
    <div className="mx-auto mt-12 max-w-4xl border-y border-line py-10 text-left">
      <h3 className="text-center text-sm font-bold tracking-[0.16em] text-fg-muted uppercase">
        <Text id="homePromises.title" />
      </h3>
      <ul className="mt-8 grid gap-x-10 gap-y-7 sm:grid-cols-2">
        {items.map((_, i) => (
          <li key={i} className="flex gap-4">
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent"
            >
              <Icon name="check" className="size-4" />
            </span>
            <div>
              <p className="font-bold">
                <Text id={`homePromises.items.${i}.title`} />
              </p>
              <p className="mt-1 text-fg-muted">
                <Text id={`homePromises.items.${i}.text`} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
