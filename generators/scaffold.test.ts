import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { modelContext } from "./names.ts";
import { planModel } from "./plan.ts";
import { scaffold } from "./scaffold.ts";
import { loadSpec, modelSpecSchema, specProblems } from "./spec.ts";

// The generator in memory, on this tree: its output passes lint and format with no warning,
// and a bad spec writes nothing. Types, the generated tests and destroy's clean tree are checked
// by scripts/scaffold-check.sh in CI (it needs `npm run generate` and a database: minutes).

const root = fileURLToPath(new URL("..", import.meta.url));

// scaffold-check.sh validates a copy with the example generated; the plan is for a clean tree.
const generated = existsSync(path.join(root, "server/schema/ticket.ts"));

describe.skipIf(generated)("the example spec's plan", async () => {
  const model = modelContext(await loadSpec("ticket", root));
  const plan = await planModel(model, root, "create");

  it("has no problems and writes the model's files and entries", () => {
    expect(plan.problems).toEqual([]);
    const paths = plan.files.map((file) => file.path);
    expect(paths).toContain("server/schema/ticket.ts");
    expect(paths).toContain("web/features/ticket/page-tickets.tsx");
    expect(paths).toContain("shared/auth/roles.ts");
    expect(plan.migrationSql).toContain('CREATE TRIGGER "ticket_audit"');
  });

  it("prints every TypeScript file as Prettier does, and ESLint finds nothing", async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of plan.files.filter((f) => /\.tsx?$/.test(f.path) && f.content)) {
      const filepath = path.join(root, file.path);
      const options = { ...(await prettier.resolveConfig(filepath)), filepath };
      expect(await prettier.check(file.content!, options), file.path).toBe(true);
      const [result] = await eslint.lintText(file.content!, { filePath: filepath });
      expect(result?.messages, file.path).toEqual([]);
    }
  }, 120_000);

  it("takes nothing away from a tree without the model (destroy on a clean tree)", async () => {
    const undo = await planModel(model, root, "destroy");
    expect(undo.files.filter((file) => file.action !== "change")).toEqual([]);
  });
});

// The organization example (ADR 114): its rows hang off the organization, keyed per organization.
// Destroy's clean tree is checked by scripts/scaffold-check.sh.
describe.skipIf(existsSync(path.join(root, "server/schema/project.ts")))(
  "the organization example spec's plan",
  async () => {
    const plan = await planModel(modelContext(await loadSpec("project", root)), root, "create");
    const content = (file: string) => plan.files.find((f) => f.path === file)?.content ?? "";

    it("has no problems; the rows belong to an organization, their key unique within it", () => {
      expect(plan.problems).toEqual([]);
      const schema = content("prisma/schema.prisma");
      expect(schema).toMatch(/organization +Organization +@relation\(.*onDelete: Cascade\)/);
      expect(schema).toMatch(/^ {2}@@unique\(\[organizationId, title\]\)$/m);
      expect(schema).toMatch(/^model Organization \{[^}]*\n {2}projects +Project\[\]/m);
      expect(content("server/schema/project.ts")).toContain(
        'projectScope("read", row.organizationId)',
      );
    });
  },
);

describe("a bad spec", () => {
  it("lists every problem, missing translations included", () => {
    const result = modelSpecSchema.safeParse({
      name: "Bad Name",
      labels: { en: { one: "B", other: "Bs" } },
      icon: "Ticket",
      where: "everywhere",
      owner: "user",
      fields: [{ name: "title", type: "string", labels: { en: "Title", fr: "Titre" } }],
    });
    expect(result.success).toBe(false);
    expect(specProblems(result.error!)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^name: must be one lower-case word/),
        "labels.fr: missing translation",
        "labels.ar: missing translation",
        expect.stringMatching(/^icon: a lucide icon name/),
        expect.stringMatching(/^where: /),
        "fields.0.labels.ar: missing translation",
        "fields.0.labels.sw: missing translation",
      ]),
    );
  });

  it("refuses an owner and a place that leave no screen to manage the rows", async () => {
    const spec = JSON.parse(
      await readFile(path.join(root, "generators/models/ticket.json"), "utf8"),
    );
    const problems = (where: string, owner: string) => {
      const result = modelSpecSchema.safeParse({ ...spec, where, owner });
      return result.success ? [] : specProblems(result.error);
    };
    expect(problems("both", "user")).toEqual([]);
    expect(problems("app", "user")).toEqual([]);
    expect(problems("manager", "user")).toEqual([
      expect.stringMatching(/^where: owner: user needs/),
    ]);
    expect(problems("app", "none")).toEqual([expect.stringMatching(/^where: owner: none with/)]);
    // An organization's rows are its members' alone: the manager's lists of every row would not be.
    expect(problems("app", "organization")).toEqual([]);
    for (const where of ["manager", "both"]) {
      expect(problems(where, "organization")).toEqual([
        expect.stringMatching(/^where: owner: organization lives in the app/),
      ]);
    }
  });

  it("refuses names the code already uses, a plural equal to the name, and long indexed keys", async () => {
    const spec = JSON.parse(
      await readFile(path.join(root, "generators/models/ticket.json"), "utf8"),
    );
    const problems = (changes: object) => {
      const result = modelSpecSchema.safeParse({ ...spec, ...changes });
      return result.success ? [] : specProblems(result.error);
    };
    for (const name of ["user", "node", "viewer", "delete", "data", "apps"]) {
      expect(problems({ name }), name).toEqual([expect.stringMatching(/^name: is taken/)]);
    }
    expect(problems({ name: "news", plural: "news" })).toEqual([
      expect.stringMatching(/^plural: must differ/),
    ]);
    const [key, ...rest] = spec.fields;
    expect(problems({ fields: [{ ...key, max: 500 }, ...rest] })).toEqual([
      expect.stringMatching(/^fields\.0\.max: a sortable or unique field holds at most 300/),
    ]);
    // PostgreSQL prints a keyword quoted in the search document schema.prisma repeats.
    expect(problems({ fields: [key, { ...rest[0], name: "order" }, ...rest.slice(1)] })).toEqual([
      expect.stringMatching(/^fields\.1\.name: a searchable field cannot be named after an SQL/),
    ]);
  });

  it("stops the generator before anything is written", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "scaffold-"));
    try {
      await mkdir(path.join(dir, "generators", "models"), { recursive: true });
      await writeFile(path.join(dir, "generators", "models", "bad.json"), '{"name":"bad"}');
      const lines: string[] = [];
      const options = {
        root: dir,
        dryRun: false,
        skipGenerate: true,
        log: (l: string) => lines.push(l),
      };
      expect(await scaffold(["model", "bad"], options)).toBe(1);
      expect(lines[0]).toMatch(/problem\(s\), nothing written/);
      expect(await readdir(dir)).toEqual(["generators"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
