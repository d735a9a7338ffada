/**
 * Keeps React Router's server build, which `ssr: false` removes once the pages are
 * prerendered, as `<build>/render/`: the Node server renders the pages again from it when the
 * owner publishes edits (server/publish/render-site.js), with the same code and the same
 * HTML as the build's prerender. Static hosts never receive it (only `client/` is deployed).
 */
import { cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** The folder beside `client/` that holds the server build. */
export const RENDER_DIR = "render";

export function keepRenderBuild(): Plugin {
  return {
    name: "keep-render-build",
    writeBundle: {
      // Before React Router's own step, which prerenders and then removes the folder.
      order: "pre",
      handler(options) {
        if (!this.environment.config.build.ssr || !options.dir) return;
        const kept = join(dirname(options.dir), RENDER_DIR);
        rmSync(kept, { recursive: true, force: true });
        cpSync(options.dir, kept, { recursive: true });
      },
    },
  };
}
