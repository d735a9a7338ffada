// Reading a password in a terminal script: typed without being shown, or piped in.

/**
 * Reads a line from the terminal without showing it: Enter ends it, Backspace
 * takes back a character, Ctrl+C stops the script.
 * @param {string} prompt
 * @returns {Promise<string>}
 */
export function askHidden(prompt) {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((done) => {
    let line = "";
    /** @param {string} typed */
    const onData = (typed) => {
      for (const char of typed) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stderr.write("\n");
          return done(line);
        }
        if (char === "\u0003") {
          input.setRawMode(false);
          process.stderr.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") line = [...line].slice(0, -1).join("");
        else line += char;
      }
    };
    input.on("data", onData);
  });
}

/** @returns {Promise<string>} everything piped to standard input, less one final line end */
export async function readPiped() {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, "");
}
