import { describe, expect, it } from "vitest";
import { planRouteChunks, SHELL } from "./route-chunks.ts";

type Node = { imports?: string[]; entry?: boolean; bytes?: number };

/** A module graph from `module → its static imports`; ids are `/web/<name>.ts`. */
function graph(nodes: Record<string, Node>) {
  const id = (name: string) => `/web/${name}.ts`;
  const importers = new Map<string, string[]>();
  for (const [name, { imports = [] }] of Object.entries(nodes)) {
    for (const imported of imports) {
      importers.set(id(imported), [...(importers.get(id(imported)) ?? []), id(name)]);
    }
  }
  return {
    ids: Object.keys(nodes).map(id),
    info: (moduleId: string) => {
      const name = Object.keys(nodes).find((key) => id(key) === moduleId);
      const node = name === undefined ? undefined : nodes[name];
      if (!node) return null;
      return {
        isEntry: node.entry ?? false,
        code: "x".repeat(node.bytes ?? 100),
        importers: importers.get(moduleId) ?? [],
        importedIds: (node.imports ?? []).map(id),
      };
    },
  };
}

const ROUTES = [
  { path: "/a", modules: ["/web/layout", "/web/page-a"] },
  { path: "/b", modules: ["/web/layout", "/web/page-b"] },
  { path: "/c", modules: ["/web/page-c"] },
];
const libraries = () => false;

describe("planRouteChunks", () => {
  it("puts what the entry imports in the shell and the rest by route set", () => {
    const plan = planRouteChunks(
      graph({
        main: { entry: true, imports: ["ui"] },
        ui: {},
        layout: { imports: ["ui", "nav"], bytes: 5000 },
        nav: { bytes: 5000 },
        "page-a": { imports: ["only-a"], bytes: 5000 },
        "only-a": { bytes: 5000 },
        "page-b": { bytes: 5000 },
        "page-c": { imports: ["ui"], bytes: 5000 },
        dialog: {},
      }),
      ROUTES,
      libraries,
    );
    expect(plan.get("/web/main.ts")).toBe(SHELL);
    expect(plan.get("/web/ui.ts")).toBe(SHELL);
    // Same route set, same chunk; a page and its own imports together.
    expect(plan.get("/web/nav.ts")).toBe(plan.get("/web/layout.ts"));
    expect(plan.get("/web/only-a.ts")).toBe(plan.get("/web/page-a.ts"));
    expect(plan.get("/web/page-a.ts")).toBe("route-a");
    expect(plan.get("/web/layout.ts")).not.toBe(plan.get("/web/page-a.ts"));
    // Not on any route's first load (a dialog body): left to the bundler.
    expect(plan.has("/web/dialog.ts")).toBe(false);
  });

  // Four routes, one page each: tiny is needed by /a and /b only.
  const PAGES = ["a", "b", "c", "d"].map((name) => ({
    path: `/${name}`,
    modules: [`/web/page-${name}`],
  }));
  const pages = (imports: Record<string, string[]>) =>
    Object.fromEntries(
      ["a", "b", "c", "d"].map((name) => [`page-${name}`, { imports: imports[name], bytes: 5000 }]),
    );

  it("folds a small chunk into the smallest chunk every one of its routes loads", () => {
    const plan = planRouteChunks(
      graph({
        main: { entry: true },
        ...pages({ a: ["tiny", "abc"], b: ["tiny", "abc"], c: ["abc", "all"], d: ["all"] }),
        tiny: { bytes: 50 },
        abc: { bytes: 5000 },
        all: { bytes: 5000 },
      }),
      PAGES,
      libraries,
    );
    // /a and /b load the /a-/b-/c chunk anyway; the one needed everywhere is a wider choice.
    expect(plan.get("/web/tiny.ts")).toBe(plan.get("/web/abc.ts"));
    expect(plan.get("/web/abc.ts")).not.toBe(plan.get("/web/all.ts"));
  });

  it("keeps a small chunk apart when it imports two chunks (no chunk would import back)", () => {
    const plan = planRouteChunks(
      graph({
        main: { entry: true },
        ...pages({ a: ["tiny"], b: ["tiny"], c: ["abc"], d: ["abd"] }),
        tiny: { imports: ["abc", "abd"], bytes: 50 },
        abc: { bytes: 5000 },
        abd: { bytes: 5000 },
      }),
      PAGES,
      libraries,
    );
    const tiny = plan.get("/web/tiny.ts");
    expect(tiny).toBeDefined();
    expect([plan.get("/web/abc.ts"), plan.get("/web/abd.ts")]).not.toContain(tiny);
  });

  it("folds a small chunk importing nested chunks into the narrower, whose routes load both", () => {
    const plan = planRouteChunks(
      graph({
        main: { entry: true },
        ...pages({ a: ["tiny"], b: ["tiny"], c: ["abc", "abcd"], d: ["abcd"] }),
        tiny: { imports: ["abc", "abcd"], bytes: 50 },
        abc: { imports: ["abcd"], bytes: 5000 },
        abcd: { bytes: 5000 },
      }),
      PAGES,
      libraries,
    );
    // /a and /b load both chunks anyway: a third file would only cost them a round trip.
    expect(plan.get("/web/tiny.ts")).toBe(plan.get("/web/abc.ts"));
    expect(plan.get("/web/abc.ts")).not.toBe(plan.get("/web/abcd.ts"));
  });

  it("folds a small chunk into a narrower chunk whose routes load what it imports", () => {
    const plan = planRouteChunks(
      graph({
        main: { entry: true },
        ...pages({ a: ["icon", "abc"], b: ["icon", "abc"], c: ["abc", "other"], d: ["other"] }),
        // An icon for /a and /b needs the icon runtime, which every route loads.
        icon: { imports: ["runtime"], bytes: 50 },
        other: { imports: ["runtime"], bytes: 50 },
        runtime: { bytes: 5000 },
        abc: { bytes: 5000 },
      }),
      PAGES,
      libraries,
    );
    // /d never runs the icon: it joins the /a-/b-/c chunk, which may import the runtime.
    expect(plan.get("/web/icon.ts")).toBe(plan.get("/web/abc.ts"));
    expect(plan.get("/web/icon.ts")).not.toBe(plan.get("/web/runtime.ts"));
  });

  it("never folds into a chunk of a library group", () => {
    const plan = planRouteChunks(
      graph({
        main: { entry: true },
        ...pages({ a: ["tiny", "lib"], b: ["tiny", "lib"], c: ["lib"], d: [] }),
        tiny: { imports: ["lib"], bytes: 50 },
        lib: { bytes: 5000 },
      }),
      PAGES,
      (id) => id === "/web/lib.ts",
    );
    // The group that takes lib never sees the plan; tiny stays a chunk of its own.
    expect(plan.has("/web/lib.ts")).toBe(false);
    expect(plan.get("/web/tiny.ts")).toMatch(/^routes-/);
  });

  it("folds a tiny chunk into the shell when it needs nothing the entry does not load", () => {
    const plan = planRouteChunks(
      graph({
        main: { entry: true, imports: ["react"] },
        react: { bytes: 5000 },
        lib: { bytes: 5000 },
        "page-a": { imports: ["card", "input"], bytes: 5000 },
        "page-b": { imports: ["card", "input"], bytes: 5000 },
        "page-c": { imports: ["card"], bytes: 5000 },
        layout: { bytes: 5000 },
        card: { imports: ["react"], bytes: 300 },
        input: { imports: ["lib"], bytes: 300 },
      }),
      ROUTES,
      (id) => id === "/web/react.ts" || id === "/web/lib.ts",
    );
    // A card is a few hundred bytes for everyone rather than a round trip for most routes.
    expect(plan.get("/web/card.ts")).toBe(SHELL);
    // Joining the shell would make every route, /login included, download lib.
    expect(plan.get("/web/input.ts")).toMatch(/^routes-/);
  });
});
