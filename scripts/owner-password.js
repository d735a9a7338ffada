// `npm run owner:password`: sets or resets the owner's password of the back office, from the
// shell of the machine the server runs on. It asks for it twice (not shown as it is typed), or
// reads it from standard input (`… < file`, a pipe). Every session is signed out; the server
// need not stop.
import { ensureSqliteBinding } from "./sqlite-binding.js";

/** The first line of standard input, when it is not a terminal. */
async function readPiped() {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

/**
 * Asks for a line on the terminal without echoing it.
 * @param {string} question
 * @returns {Promise<string>}
 */
function askHidden(question) {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    /** @param {string} keys */
    const onData = (keys) => {
      for (const key of keys) {
        if (key === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        } else if (key === "\r" || key === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        } else if (key === "\u007f" || key === "\b") {
          value = [...value].slice(0, -1).join("");
        } else {
          value += key;
        }
      }
    };
    stdin.on("data", onData);
  });
}

if (!ensureSqliteBinding()) process.exit(1);
const { MIN_PASSWORD_LENGTH, hashPassword, passwordProblem } =
  await import("../server/owner/password-hash.js");
const { dataDirectory, openDatabase } = await import("../server/db/open-database.js");
const { createOwnerStore } = await import("../server/owner/owner-store.js");

let password;
if (process.stdin.isTTY) {
  password = await askHidden(`New owner password (${MIN_PASSWORD_LENGTH} characters or more): `);
  if ((await askHidden("Once more: ")) !== password) {
    console.error("The two entries differ; nothing changed.");
    process.exit(1);
  }
} else {
  password = await readPiped();
}
const problem = passwordProblem(password);
if (problem) {
  console.error(
    problem === "too-short"
      ? `Too short: ${MIN_PASSWORD_LENGTH} characters or more. Nothing changed.`
      : "Too long. Nothing changed.",
  );
  process.exit(1);
}
try {
  const db = openDatabase(dataDirectory());
  createOwnerStore(db).setPassword(await hashPassword(password));
  db.close();
  console.log(`Owner password set in ${dataDirectory()}; every session is signed out.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
