// Makes the owner's published versions live, one at a time, in order (issue 36): for each
// queued version, the pages are rendered again with its texts into a folder of their own
// (server/publish/render-site.js, in a child process at low priority, so visitors' answers do
// not wait), and only when every page rendered and passed the checks does the server switch to
// them, in one step (`show`). A failure leaves the live pages as they were and is recorded
// with its reason, for the owner to read.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { RENDER_DIR } from "./render-site.js";

/** A render that takes longer than this is stopped, and its version fails. */
const RENDER_TIMEOUT_MS = 5 * 60_000;
/** The marker a complete render leaves in its folder. */
const DONE = "done";
const RENDER_SCRIPT = fileURLToPath(new URL("./render-site.js", import.meta.url));

/**
 * @typedef {(outDir: string, copyFile: string) => Promise<void>} Render
 *   renders the pages with the texts of `copyFile` into `outDir`, or rejects with the reason
 *
 * @typedef {(edits: string, previousFrench: string | null) =>
 *   Promise<{ copyJson: string, machineFrench: string | null }>} PageTexts
 *   a version's texts as its pages' data block, with French for its English-only texts (from
 *   the version before's machine French, `previousFrench`, or the translation service), and
 *   the machine French to keep with it; rejects when the service fails
 *
 * @typedef {object} PublisherOptions
 * @property {import("./version-store.js").VersionStore} versions
 * @property {string} buildDir  the build the server serves (client/ and render/)
 * @property {string} pagesDir  where rendered versions go (under DATA_DIR)
 * @property {PageTexts} pageTexts  a version's texts, French included, for its pages
 * @property {(clientDir: string | null) => void} show  serves these pages (null: the build's)
 * @property {Render} [render]
 * @property {() => Date} [now]
 */

/**
 * The render in a child process of its own, at the lowest CPU priority.
 * @param {string} buildDir
 * @returns {Render}
 */
export function childRender(buildDir) {
  return (outDir, copyFile) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [RENDER_SCRIPT, buildDir, outDir, copyFile], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      try {
        if (child.pid) setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
      let output = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (chunk) => (output += chunk));
      const timer = setTimeout(() => child.kill("SIGKILL"), RENDER_TIMEOUT_MS);
      child.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        if (code === 0) return resolve();
        reject(
          new Error(
            reasonOf(output) ??
              (signal ? `The render was stopped (${signal}).` : `The render exited with ${code}.`),
          ),
        );
      });
    });
}

/** Removes a folder, if it can: a failure to clean up never hides the error being reported. */
function removeQuietly(/** @type {string} */ path) {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch (error) {
    console.error(`Could not remove ${path}: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * The reason a render gave, from the last line of its output (render-site.js), if any.
 * @param {string} output
 */
function reasonOf(output) {
  try {
    const { error } = JSON.parse(output.trim().split("\n").at(-1) ?? "");
    return typeof error === "string" ? error : null;
  } catch {
    return null;
  }
}

/** The build's identity: a version rendered by another build is rendered again. */
const buildIdOf = (/** @type {string} */ buildDir) =>
  createHash("sha256")
    .update(readFileSync(join(buildDir, RENDER_DIR, "index.js")))
    .digest("hex")
    .slice(0, 12);

/** @param {PublisherOptions} options */
export function createPublisher({
  versions,
  buildDir,
  pagesDir,
  pageTexts,
  show,
  render = childRender(buildDir),
  now = () => new Date(),
}) {
  const buildId = buildIdOf(buildDir);
  const folderOf = (/** @type {number} */ id) => join(pagesDir, `${id}-${buildId}`);
  /** @type {Promise<void> | null} */
  let running = null;

  /**
   * Renders a version's pages; resolves with their client folder. Its French for English-only
   * texts builds on `previousFrench` (by default its own, when it is rendered again).
   * @param {import("./version-store.js").StoredVersion} version
   * @param {string | null} [previousFrench]
   */
  async function renderVersion(version, previousFrench = version.machineFrench) {
    const folder = folderOf(version.id);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const { copyJson, machineFrench } = await pageTexts(version.edits, previousFrench);
    versions.setMachineFrench(version.id, machineFrench);
    const copyFile = join(folder, "copy.json");
    writeFileSync(copyFile, copyJson);
    await render(folder, copyFile);
    writeFileSync(join(folder, DONE), new Date().toISOString());
    return join(folder, "client");
  }

  /** Removes the rendered folders of every version but `keep`'s. @param {number} keep */
  function removeOthers(keep) {
    const names = existsSync(pagesDir) ? readdirSync(pagesDir) : [];
    for (const name of names) {
      if (name !== `${keep}-${buildId}`) removeQuietly(join(pagesDir, name));
    }
  }

  async function drain() {
    for (let version = versions.nextQueued(); version; version = versions.nextQueued()) {
      versions.markBuilding(version.id);
      try {
        // Pages rendered by a newer build would ask for scripts this server does not hold.
        if (buildIdOf(buildDir) !== buildId) {
          throw new Error(
            "The site was built again since the server started: restart the server, then publish.",
          );
        }
        const client = await renderVersion(
          version,
          versions.before(version.id)?.machineFrench ?? null,
        );
        show(client);
        versions.markLive(version.id, now());
      } catch (error) {
        removeQuietly(folderOf(version.id));
        const reason = error instanceof Error ? error.message : String(error);
        versions.markFailed(version.id, reason);
        console.error(`Publishing version ${version.id} failed: ${reason}`);
        continue;
      }
      // The pages of versions no longer live: visitors are served from memory, not from them.
      removeOthers(version.id);
    }
  }

  /** Builds the queued versions, unless that is already under way. */
  function kick() {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /**
     * At start: a version a stopped server left building failed; the live version's pages are
     * served (rendered again first when this build has not rendered them); the queue resumes.
     */
    async start() {
      const failed = versions.failInterrupted(
        "The server stopped while this version was being published; the version before it stayed live.",
      );
      if (failed > 0) console.warn(`${failed} interrupted publish marked failed.`);
      const live = versions.live();
      if (live) {
        const folder = folderOf(live.id);
        try {
          show(existsSync(join(folder, DONE)) ? join(folder, "client") : await renderVersion(live));
          console.log(`Serving published version ${live.id} (live since ${live.liveAt}).`);
        } catch (error) {
          console.error(
            `Published version ${live.id} could not be rendered with this build; serving the ` +
              `build's own pages: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      void kick();
    },
    /**
     * Queues a version and starts building it (after those queued before it).
     * @param {Parameters<import("./version-store.js").VersionStore["add"]>} args
     */
    submit(...args) {
      const id = versions.add(...args);
      void kick();
      return id;
    },
    /** Resolves once nothing is queued or building (tests, shutdown). */
    idle: () => running ?? Promise.resolve(),
  };
}

/** @typedef {ReturnType<typeof createPublisher>} Publisher */
