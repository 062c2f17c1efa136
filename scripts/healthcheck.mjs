// The image's HEALTHCHECK (node:24-slim has no curl): exit 0 when the server is ready
// (database reachable, migrations applied), 1 otherwise. Plain JS: runs without a build.
const port = process.env.PORT || "3000";
const timeout = AbortSignal.timeout(4000);
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: timeout });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
