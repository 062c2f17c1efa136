import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { planModel, type Plan } from "./plan.ts";
import { loadSpec, SpecError } from "./spec.ts";
import { modelContext } from "./names.ts";
import { migrate, regenerate } from "./steps.ts";

// `npm run scaffold -- model <name> [--dry-run]` and `npm run scaffold -- destroy model <name>`
// (docs/recipes/add-a-model.md, docs/decisions/100-*). Everything is computed in memory first;
// only a plan without problems is written.

const USAGE = `Usage:
  npm run scaffold -- model <name> [--dry-run]           generate from generators/models/<name>.json
  npm run scaffold -- destroy model <name> [--dry-run]   remove what it generated
Options: --skip-generate  leave out \`npm run generate\` afterwards (tests do it themselves)`;

export type Options = {
  root: string;
  dryRun: boolean;
  skipGenerate: boolean;
  log: (line: string) => void;
};

export async function scaffold(argv: string[], options: Options): Promise<number> {
  const words = argv.filter((arg) => !arg.startsWith("--"));
  const destroy = words[0] === "destroy";
  const [kind, name] = destroy ? words.slice(1) : words;
  if (kind !== "model" || !name || words.length !== (destroy ? 3 : 2)) {
    options.log(USAGE);
    return 2;
  }
  let plan: Plan;
  try {
    const model = modelContext(await loadSpec(name, options.root));
    plan = await planModel(model, options.root, destroy ? "destroy" : "create");
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    options.log(`generators/models/${name}: ${error.problems.length} problem(s), nothing written:`);
    for (const problem of error.problems) options.log(`  - ${problem}`);
    return 1;
  }
  if (plan.problems.length) {
    options.log(`${destroy ? "destroy" : "model"} ${name}: nothing written:`);
    for (const problem of plan.problems) options.log(`  - ${problem}`);
    return 1;
  }
  for (const file of plan.files) options.log(`${file.action.padEnd(6)} ${file.path}`);
  if (options.dryRun) {
    options.log(`create prisma/migrations/<timestamp>_${plan.migration}/migration.sql`);
    return 0;
  }

  for (const file of plan.files) {
    const target = path.join(options.root, file.path);
    if (file.action === "delete") {
      await rm(target, { force: true });
    } else {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content!);
    }
  }
  await migrate(plan, options);
  if (!options.skipGenerate) await regenerate(options.root, options.log);
  options.log(destroy ? `Removed model ${name}.` : `Generated model ${name}.`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const root = fileURLToPath(new URL("..", import.meta.url));
  process.exitCode = await scaffold(argv, {
    root,
    dryRun: argv.includes("--dry-run"),
    skipGenerate: argv.includes("--skip-generate"),
    log: (line) => console.log(line),
  });
}
