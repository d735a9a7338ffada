import type { Config } from "@react-router/dev/config";
import { extraPrerenderPaths } from "./app/prerender-paths";

export default {
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...extraPrerenderPaths()];
  },
} satisfies Config;
