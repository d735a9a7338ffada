import type { ComponentProps } from "react";
import { useCodeReady } from "./useCodeReady";

/** Run by the browser as it reads the page (when scripts run): the button before it waits for its form's code. */
const WAIT_FOR_CODE = "document.currentScript.previousElementSibling.disabled=true";

/**
 * A form's submit button in a prerendered page. Without JavaScript it is the
 * browser's own: the form is posted to its page (a dialog-method form is not sent
 * at all). With JavaScript, the script after it disables it the moment the browser
 * reads it, until the form's code has run (React hydrating it), with a busy cursor
 * (app.css): the form is then sent once, by its code, and what the visitor typed
 * stays on the page. Drawn after the first page, it is ready at once.
 */
export function SubmitButton(props: Omit<ComponentProps<"button">, "type" | "disabled">) {
  const ready = useCodeReady();
  const onServer = typeof document === "undefined";
  return (
    <>
      <button
        {...props}
        type="submit"
        // The server's HTML leaves it enabled (for the browser without JavaScript); the script disabled it.
        suppressHydrationWarning
        disabled={!onServer && !ready}
        data-waiting={ready ? undefined : ""}
      />
      {!ready && (
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: onServer ? WAIT_FOR_CODE : "" }}
        />
      )}
    </>
  );
}
