import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  MIN_ITERATIONS,
  hashPassword,
  isPasswordConfigured,
  parsePasswordHash,
  verifyPassword,
} from "./password";

const salt = () => new Uint8Array(16).map((_, i) => i * 7);
const b64 = (bytes: number) => Buffer.alloc(bytes, 1).toString("base64");
const PASSWORD = "Épinette du Nord 42";
const SCRIPT = fileURLToPath(new URL("../../../scripts/hash-admin-password.js", import.meta.url));

/** Runs the hash script with `args`, `input` piped to its standard input. */
function runScript(args: string[], input: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout: stdout.trim(), stderr }));
    child.stdin.end(input);
  });
}

let configured = "";
beforeAll(async () => {
  configured = await hashPassword(PASSWORD, salt(), MIN_ITERATIONS);
});

describe("hashPassword", () => {
  it("makes a pbkdf2-sha256 value with the iterations, salt and hash", () => {
    expect(configured).toMatch(/^pbkdf2-sha256\$600000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(configured).not.toContain(PASSWORD);
    expect(parsePasswordHash(configured)).toMatchObject({
      iterations: MIN_ITERATIONS,
      salt: salt(),
    });
  });

  it("refuses too few iterations or a short salt", async () => {
    await expect(hashPassword("x", salt(), MIN_ITERATIONS - 1)).rejects.toThrow(RangeError);
    await expect(hashPassword("x", new Uint8Array(8), MIN_ITERATIONS)).rejects.toThrow(RangeError);
  });
});

describe("verifyPassword", () => {
  it("accepts the password and refuses anything else", async () => {
    expect(await verifyPassword(PASSWORD, configured)).toBe("correct");
    expect(await verifyPassword("épinette du nord 42", configured)).toBe("incorrect");
    expect(await verifyPassword("", configured)).toBe("incorrect");
  });

  it("accepts the password however its accents were composed", async () => {
    expect(await verifyPassword(PASSWORD.normalize("NFD"), configured)).toBe("correct");
  });

  it("says editing is not set up, rather than accepting anything, without a valid value", async () => {
    for (const value of [undefined, null, "", "password", "sha256$abc"]) {
      expect(await verifyPassword("", value)).toBe("not-configured");
      expect(await verifyPassword("password", value)).toBe("not-configured");
    }
  });

  it("says when the browser has no Web Crypto", async () => {
    vi.stubGlobal("crypto", {});
    try {
      expect(await verifyPassword(PASSWORD, configured)).toBe("unsupported");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("works with the value the hash script prints for a password piped to it", async () => {
    const { code, stdout } = await runScript([], `${PASSWORD}\n`);
    expect(code).toBe(0);
    expect(isPasswordConfigured(stdout)).toBe(true);
    expect(await verifyPassword(PASSWORD, stdout)).toBe("correct");
    expect(await verifyPassword("wrong", stdout)).toBe("incorrect");
  });

  it("prints a .env line with escaped dollar signs when asked", async () => {
    const { code, stdout } = await runScript(["--dotenv"], "pw\r\n");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^VITE_ADMIN_PASSWORD_HASH=pbkdf2-sha256\\\$600000\\\$\S+\\\$\S+$/);
    const value = stdout.slice("VITE_ADMIN_PASSWORD_HASH=".length).replaceAll("\\$", "$");
    expect(await verifyPassword("pw", value)).toBe("correct");
  });
});

describe("the hash script's password (SECURITY.md T7: never on the command line)", () => {
  it.each([[[PASSWORD]], [["--dotenv", PASSWORD]], [[PASSWORD, "--dotenv"]]])(
    "refuses a password given as an argument (%j), saying why, and prints no hash",
    async (args) => {
      const { code, stdout, stderr } = await runScript(args, `${PASSWORD}\n`);
      expect(code).not.toBe(0);
      expect(stdout).toBe("");
      expect(stderr).toContain("shell history");
      expect(stderr).not.toContain(PASSWORD);
    },
  );

  it("refuses an empty password", async () => {
    const { code, stdout, stderr } = await runScript(["--dotenv"], "\n");
    expect(code).not.toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/empty/i);
  });
});

describe("parsePasswordHash", () => {
  const value = (iterations: string | number, saltBytes = 16, hashBytes = 32) =>
    `pbkdf2-sha256$${iterations}$${b64(saltBytes)}$${b64(hashBytes)}`;

  it("accepts a well-formed value, with spaces around it", () => {
    expect(isPasswordConfigured(value(600_000))).toBe(true);
    expect(isPasswordConfigured(` ${value(1_000_000)}\n`)).toBe(true);
  });

  it.each([
    ["fewer than 600,000 iterations", value(599_999)],
    ["absurdly many iterations", value(99_999_999)],
    ["iterations that are not a number", value("6e5")],
    ["a leading zero", value("0600000")],
    ["a short salt", value(600_000, 8)],
    ["a hash of the wrong size", value(600_000, 16, 16)],
    ["another scheme", value(600_000).replace("pbkdf2-sha256", "pbkdf2-sha1")],
    ["a missing part", `pbkdf2-sha256$600000$${b64(16)}`],
    ["an extra part", `${value(600_000)}$x`],
    ["bad base64", `pbkdf2-sha256$600000$not*base64!!$${b64(32)}`],
    [
      "a plain SHA-256 hex digest",
      "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
    ],
  ])("rejects %s as not configured", (_, configuredValue) => {
    expect(parsePasswordHash(configuredValue)).toBeNull();
  });
});
