// Where a --cpu-prof profile's time went (docs/decisions/034): self time by function and by
// package, the profile's own idle and GC apart.
//   npx tsx tests/bench/profile-summary.ts [file.cpuprofile] [top]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const dir = ".data/bench-profiles";
const file =
  process.argv[2] ??
  join(
    dir,
    readdirSync(dir)
      .filter((name) => name.endsWith(".cpuprofile"))
      .sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs)[0] ?? "",
  );
const top = Number(process.argv[3] ?? 40);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map<number, number>();
profile.samples.forEach((id, index) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

function where(url: string): string {
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = url.slice(modules + "node_modules/".length).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  if (url.includes("/dist/server/")) return url.slice(url.indexOf("/dist/server/") + 1);
  return url.startsWith("node:") ? "node" : url || "(native)";
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
let total = 0;
for (const [id, micros] of self) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  total += micros;
  const key = `${functionName || "(anonymous)"} ${where(url)}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + micros);
  const pkg = ["(idle)", "(program)", "(garbage collector)"].includes(functionName)
    ? functionName
    : where(url);
  packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
}
const print = (title: string, map: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    const share = ((micros / total) * 100).toFixed(1).padStart(5);
    console.log(`${share} % ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print("self time by package", packages, 25);
print("self time by function", functions, top);
