import { describe, expect, it } from "vitest";
import {
  isTemplatePath,
  navVariant,
  NO_CONTEXT,
  TEMPLATE_NAV_CLASS,
  templateHomePath,
  templateNavScript,
  type NavContext,
} from "./template-nav";

describe("isTemplatePath", () => {
  it.each([
    ["/templates/modern-mining", true],
    ["/templates/modern-mining/about", true],
    ["/fr/templates/modern-construction/news", true],
    ["/templates", false],
    ["/fr/templates", false],
    ["/about", false],
    ["/fr/contact", false],
    ["/", false],
  ])("%s -> %s", (path, expected) => expect(isTemplatePath(path)).toBe(expected));
});

describe("navVariant (SPEC §2.5)", () => {
  it("a template path always gets the template navigation", () => {
    expect(navVariant("/templates/modern-mining/about", NO_CONTEXT)).toBe("template");
    expect(navVariant("/fr/templates/modern-mining", NO_CONTEXT)).toBe("template");
  });

  it("a main page without any context gets the studio navigation", () => {
    expect(navVariant("/about", NO_CONTEXT)).toBe("studio");
    expect(navVariant("/fr/services", NO_CONTEXT)).toBe("studio");
  });

  it.each([
    [{ templateContext: "mining" }, "template"],
    [{ templateContext: "construction" }, "template"],
    [{ templateContext: "cut-district" }, "studio"],
    [{ templateContext: "robot" }, "studio"],
    [{ templateContext: "snow-squatch" }, "studio"],
    [{ miningContext: "simple" }, "template"],
    [{ constructionContext: "simple" }, "template"],
    [{ constructionContext: "premium" }, "studio"],
  ] as const)("on a main page, %o -> %s", (partial, expected) =>
    expect(navVariant("/contact", { ...NO_CONTEXT, ...partial } as NavContext)).toBe(expected),
  );
});

describe("templateHomePath", () => {
  it("goes to /construction only in the premium construction context", () => {
    expect(templateHomePath({ constructionContext: "premium" })).toBe("/construction");
    expect(templateHomePath({ constructionContext: "simple" })).toBe("/templates");
    expect(templateHomePath({ constructionContext: null })).toBe("/templates");
  });
});

describe("templateNavScript", () => {
  /** Runs the script against a fake sessionStorage and <html> class list. */
  function run(context: NavContext): boolean {
    const values: Record<string, string | null> = {
      templateContext: context.templateContext,
      miningContext: context.miningContext,
      constructionContext: context.constructionContext,
    };
    const classes = new Set<string>();
    const sessionStorage = { getItem: (name: string) => values[name] ?? null };
    const document = { documentElement: { classList: { add: (c: string) => classes.add(c) } } };
    new Function("sessionStorage", "document", templateNavScript)(sessionStorage, document);
    return classes.has(TEMPLATE_NAV_CLASS);
  }

  it("agrees with navVariant for every context on a main page", () => {
    const contexts = ["construction", "mining", "cut-district", "robot", "snow-squatch"];
    for (const templateContext of [null, ...contexts]) {
      for (const miningContext of [null, "simple"] as const) {
        for (const constructionContext of [null, "simple", "premium"] as const) {
          const context = { templateContext, miningContext, constructionContext };
          expect(run(context), JSON.stringify(context)).toBe(
            navVariant("/about", context) === "template",
          );
        }
      }
    }
  });

  it("does not throw when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() =>
      new Function("sessionStorage", "document", templateNavScript)(blocked, {}),
    ).not.toThrow();
  });
});
