import type { Config } from "@react-router/dev/config";
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import { loadEnv } from "vite";
import { extraPrerenderPaths } from "./app/prerender-paths";
import { scanBuild } from "./scripts/secret-scan.js";
import { buildServerModules } from "./scripts/server-modules.js";
import { compressibleFiles } from "./server/app.js";
import { writePrecompressed } from "./server/compressed-variants.js";
import { writeHeadersFiles } from "./server/headers-file.js";
import { writeNotFoundPages } from "./server/not-found-pages.js";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...extraPrerenderPaths()];
  },
  // After the prerender, on every `react-router build` (npm run build, npm start, npm test,
  // npm run perf): the app's modules the Node server runs (scripts/server-modules.js), the not-found pages at the names static hosts serve (`404.html`), then the
  // static hosts' headers file, from the server's own headers; then the secret scan of the
  // whole output (SECURITY.md T7), which fails the build and removes what could be deployed
  // (client/, server/) on any finding; last, the compressed variants the Node server reads at
  // start (server/compressed-variants.js), beside client/ so a static host never serves them.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const dir = reactRouterConfig.buildDirectory;
    await buildServerModules(dir);
    console.log(
      `Wrote ${relative(process.cwd(), join(dir, "server"))} (the app's modules the server runs)`,
    );
    const copies = writeNotFoundPages(join(dir, "client"));
    console.log(`Wrote ${copies.join(" and ")} (the 404 pages, for static hosts)`);
    const { file, rules } = writeHeadersFiles(join(dir, "client"));
    console.log(`Wrote ${relative(process.cwd(), file)} (${rules} rules) and nginx-headers.conf`);

    // Every variable of the environment and the .env files, as Vite reads them.
    const scan = scanBuild(dir, loadEnv(viteConfig.mode, viteConfig.envDir, ""));
    if (scan.problems.length > 0) {
      for (const part of ["client", "server"]) {
        rmSync(join(dir, part), { recursive: true, force: true });
      }
      throw new Error(
        `Secret scan (SECURITY.md T7) failed; ${relative(process.cwd(), dir)}/client and server/ ` +
          `were removed:\n${scan.problems.map((line) => `  - ${line}`).join("\n")}`,
      );
    }
    console.log(`Secret scan: ${scan.files} files, no secret found.`);
    const client = join(dir, "client");
    const compressed = await writePrecompressed(client, compressibleFiles(client));
    console.log(
      `Wrote ${relative(process.cwd(), dir)}/compressed (${compressed} files, br and gzip)`,
    );
  },
} satisfies Config;
