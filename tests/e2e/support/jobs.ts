// The end-to-end databases' own failed jobs (tests/e2e/support/prepare-run.ts), on the sample
// queue: the English Jobs test acts on the first still failed, so each attempt (a CI retry
// included) has one of its own and the sample's jobs stay as seeded.

export const E2E_JOB_MARK = "kept for the end-to-end Jobs test";
export const E2E_JOB_FAILURES = [1, 2, 3].map((n) => `HTTP 500 (${E2E_JOB_MARK}, ${n})`);
