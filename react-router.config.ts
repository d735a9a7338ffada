import type { Config } from "@react-router/dev/config";
import { join, relative } from "node:path";
import { extraPrerenderPaths } from "./app/prerender-paths";
import { writeHeadersFiles } from "./server/headers-file.js";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...extraPrerenderPaths()];
  },
  // After the prerender, on every `react-router build` (npm run build, npm start, npm test,
  // npm run perf): the static hosts' headers file, from the server's own headers.
  buildEnd({ reactRouterConfig }) {
    const { file, rules } = writeHeadersFiles(join(reactRouterConfig.buildDirectory, "client"));
    console.log(`Wrote ${relative(process.cwd(), file)} (${rules} rules) and nginx-headers.conf`);
  },
} satisfies Config;
