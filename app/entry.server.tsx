import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { setLiveCopy } from "./content/published";
import { paintFirst } from "./lib/paint-first";
import { readLiveCopy } from "./lib/published-copy";

export const streamTimeout = 5_000;

/** The texts a render was asked to show (`{ liveCopyJson }`), checked like the browser's. */
const liveCopyOf = (context: unknown) =>
  typeof context === "object" && context !== null && "liveCopyJson" in context
    ? readLiveCopy(String(context.liveCopyJson))
    : null;

/**
 * Used only to prerender pages: at build time, and on the Node server when the owner
 * publishes edits (server/publish/render-site.js). It waits for every lazy part of
 * the page (sections below the fold load on demand in the browser) so each
 * HTML file holds the complete page, in place, with no streaming scripts, and
 * then moves the page's JavaScript behind its first paint (lib/paint-first.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: unknown,
) {
  // The owner's published version, when the Node server renders the pages again after a
  // publish (server/publish/render-site.js); the build's prerender passes none.
  setLiveCopy(liveCopyOf(loadContext));
  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Each Suspense boundary stays in place in the HTML instead of being
        // moved there by an inline script, so pages read whole without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const html = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              try {
                responseHeaders.set("Content-Type", "text/html");
                const page = paintFirst(Buffer.concat(chunks).toString("utf8"));
                resolve(
                  new Response(page, { headers: responseHeaders, status: responseStatusCode }),
                );
                callback();
              } catch (error) {
                reject(error);
                callback(error as Error);
              }
            },
          });
          pipe(html);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
