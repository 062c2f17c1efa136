import { DriverAdapterError } from "@prisma/driver-adapter-utils";

// PostgreSQL errors keep their code and message through the engine only as DriverAdapterErrors.
export function toDriverAdapterError(error: unknown): unknown {
  if (!(error instanceof Error) || !("code" in error) || typeof error.code !== "string") {
    return error;
  }
  const field = (key: string) => {
    const value = (error as unknown as Record<string, unknown>)[key];
    return typeof value === "string" ? value : undefined;
  };
  return new DriverAdapterError({
    kind: "postgres",
    code: error.code,
    severity: field("severity") ?? "ERROR",
    message: error.message,
    detail: field("detail"),
    column: field("column"),
    hint: field("hint"),
  });
}
