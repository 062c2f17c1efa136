import { startServer, type ServerProcess } from "./server-process.ts";

// Start time and resident memory of the production build against the same server run from
// TypeScript through tsx, both with NODE_ENV=production on the same database.

export type Footprint = { label: string; startMs: number; rssMiB: number };

export async function measureFootprints(options: {
  release: string;
  checkout: string;
  env: Record<string, string>;
  baseUrl: string;
  runs: number;
  warmUp: (server: ServerProcess) => Promise<void>;
}): Promise<Footprint[]> {
  const variants = [
    { label: "node dist/server/index.js", cwd: options.release, args: ["dist/server/index.js"] },
    // `node --import tsx` rather than `npx tsx`: one process, so /proc shows its own memory.
    {
      label: "tsx server/index.ts",
      cwd: options.checkout,
      args: ["--import", "tsx", "server/index.ts"],
    },
  ];
  const results: Footprint[] = [];
  for (const variant of variants) {
    const starts: number[] = [];
    const memory: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const server = await startServer({
        command: process.execPath,
        args: variant.args,
        cwd: variant.cwd,
        env: options.env,
        baseUrl: options.baseUrl,
      });
      try {
        await options.warmUp(server);
        starts.push(server.startMs);
        memory.push(server.rssMiB());
      } finally {
        const { code } = await server.stop();
        if (code !== 0) throw new Error(`${variant.label} exited with ${code}`);
      }
    }
    results.push({ label: variant.label, startMs: median(starts), rssMiB: median(memory) });
  }
  return results;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
