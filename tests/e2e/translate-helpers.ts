import type { Page, Route } from "@playwright/test";

/** The translation service the test build is configured with (scripts/test.js). */
export const TRANSLATE_URL = "https://translate.test.example/v2/translate";

/** One request the fake service received. */
export interface TranslationCall {
  /** Milliseconds since the page's navigation started. */
  at: number;
  url: string;
  body: { q: string; target: string; format: string };
}

type Answer =
  | { translatedText: string }
  | { status: number }
  /** Never answers. */
  | "hang";

/**
 * Answers the translation service's requests at the network boundary with
 * `answer(text)` (a translation by default: "FR " + the text), recording each call.
 */
export async function fakeTranslationService(
  page: Page,
  answer: (text: string) => Answer = (text) => ({ translatedText: `FR ${text}` }),
): Promise<TranslationCall[]> {
  const calls: TranslationCall[] = [];
  await page.route(`${TRANSLATE_URL}**`, async (route: Route) => {
    const request = route.request();
    const body = request.postDataJSON() as TranslationCall["body"];
    const at = await page.evaluate(() => performance.now()).catch(() => NaN);
    calls.push({ at, url: request.url(), body });
    const reply = answer(body.q);
    if (reply === "hang") return; // left unanswered: the page must give up on its own
    if ("status" in reply) {
      await route.fulfill({ status: reply.status, json: { error: { code: reply.status } } });
      return;
    }
    await route.fulfill({
      json: { data: { translations: [{ translatedText: reply.translatedText }] } },
    });
  });
  return calls;
}

/** Stores the owner's English edits of one page (the studio's home by default), as the copy editor does. */
export async function storeEnglishEdits(
  page: Page,
  sections: Record<string, Record<string, string>>,
  pageName = "home",
) {
  const edits = { version: 1, edits: { en: { [pageName]: sections } } };
  await page.addInitScript((value) => {
    window.localStorage.setItem("nickel-and-pine-copy-edits", value);
    window.localStorage.setItem("hasSeenWelcome", "true");
  }, JSON.stringify(edits));
}
