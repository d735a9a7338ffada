import { useId, useRef } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { write } from "../lib/storage";
import { welcomeCopy } from "./content/welcome";
import { buttonClass } from "../ui/button-styles";
import { LineIcon, type IconNode } from "../ui/LineIcon";
import { Modal } from "../ui/Modal";

/**
 * Lucide's "sparkles" (ISC licence), drawn by the shell's <LineIcon>: the overlay then
 * brings no icon library of its own to a page that would load it for this one icon.
 */
const SPARKLES: IconNode = [
  [
    "path",
    {
      d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
    },
  ],
  ["path", { d: "M20 2v4" }],
  ["path", { d: "M22 4h-4" }],
  ["circle", { cx: 4, cy: 20, r: 2 }],
];

/** SPEC §2.2: tells first-time visitors this is a showcase; dismissing it is remembered. */
export default function WelcomeOverlay({ onDone }: { onDone: () => void }) {
  const titleId = useId();
  const textId = useId();
  const button = useRef<HTMLButtonElement>(null);

  const dismiss = () => {
    write("seenWelcome", true);
    onDone();
  };

  return (
    <ContentProvider namespace="welcome" copy={welcomeCopy}>
      <Modal
        open
        onClose={dismiss}
        labelledBy={titleId}
        describedBy={textId}
        initialFocus={button}
        className="max-w-md"
      >
        <div className="relative overflow-hidden rounded-t-[1.75rem] border border-line bg-surface px-7 pt-10 pb-8 text-center shadow-lift sm:rounded-[1.75rem]">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 -top-20 mx-auto h-40 w-72 rounded-full bg-gradient-to-r from-aurora-a/40 to-aurora-b/40 blur-3xl"
          />
          <span className="relative mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-aurora-a/15 text-aurora-a">
            <LineIcon node={SPARKLES} className="size-7" />
          </span>
          <h2 id={titleId} className="relative mt-5 text-3xl font-extrabold">
            <Text id="welcome.title" />
          </h2>
          <p id={textId} className="relative mt-3 text-fg-muted">
            <Text id="welcome.text" />
          </p>
          <button
            ref={button}
            type="button"
            onClick={dismiss}
            className={buttonClass("primary", "lg", "relative mt-7 w-full")}
          >
            <Text id="welcome.dismiss" />
          </button>
        </div>
      </Modal>
    </ContentProvider>
  );
}
