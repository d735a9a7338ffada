import { expect, test } from "./fixtures";

/** Chunks of the mining pages, by the name the build gives each page module. */
const PAGE_CHUNK =
  /\/assets\/(AboutPage|ServicesPage|ProjectsPage|NewsPage|ContactPage)-[\w-]+\.js$/;

test("a page fetches another page's code only when the visitor points at its link", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const name = PAGE_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.push(name);
  });
  await page.goto("/templates/modern-mining/about");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual(["AboutPage"]);

  const nav = page.getByRole("navigation").first();
  await nav.getByRole("link", { name: "News", exact: true }).hover();
  await expect.poll(() => fetched).toContain("NewsPage");
  expect(fetched).not.toContain("ProjectsPage");
});
