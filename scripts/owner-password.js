// `npm run owner:password`: sets or resets the owner's password of the back office, from the
// shell of the machine the server runs on. It asks for it twice (not shown as it is typed), or
// reads it from standard input (`… < file`, a pipe). Every session is signed out; the server
// need not stop.
import { ensureSqliteBinding } from "./sqlite-binding.js";
import { askHidden, readPiped } from "./terminal-input.js";

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
  password = (await readPiped()).split(/\r?\n/)[0] ?? "";
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
